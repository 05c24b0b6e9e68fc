const PREFIX = 'activation failed: ';
const KNOWN = ['already_activated', 'not_version_5', 'no_license'] as const;

/**
 * Spec part 1 §5: 'activation failed: <reason>' becomes the translated message for the reason;
 * any other message is shown as it is (null here).
 */
export function activationFailureKey(message: string): string | null {
  const at = message.indexOf(PREFIX);
  if (at === -1) return null;
  const reason = message.slice(at + PREFIX.length).trim();
  return (KNOWN as readonly string[]).includes(reason) ? `license.errors.${reason}` : null;
}
