import type { WizardState } from './wizard-rules';

/** The header the server reads the setup code from (ADR 0021). */
const SETUP_CODE_HEADER = 'x-setup-code';

/** Apollo context for a setup mutation: the code typed on the first step, when one was asked for. */
export function setupCodeContext(
  state: Pick<WizardState, 'setupCode'>,
): { headers: Record<string, string> } | undefined {
  const code = state.setupCode.trim();
  return code ? { headers: { [SETUP_CODE_HEADER]: code } } : undefined;
}

/** The setup namespace's key for the server's setup-code refusals (messages start with 'setup code'). */
export function setupCodeFailureKey(message: string): string | null {
  if (!message.startsWith('setup code')) return null;
  return message.includes('too many') ? 'start.codeWait' : 'start.codeRefused';
}
