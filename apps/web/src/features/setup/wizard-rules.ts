/** The setup wizard's rules (spec part 1 §2, "Setup wizard"), apart from the screens. */
export const ALL_STEPS = ['start', 'license', 'configurator', 'user', 'finished'] as const;
export type StepId = (typeof ALL_STEPS)[number];

export interface WizardState {
  language: string | null;
  licenseStored: boolean;
  /** Set once the configurator answered; its firmware version. */
  configuratorVersion: string | null;
  /** Set once the first user exists (and is signed in). */
  createdUser: string | null;
  /** The one-time setup code from the server's log; asked for away from the server's machine (ADR 0021). */
  setupCode: string;
}

export const INITIAL_STATE: WizardState = {
  language: null,
  licenseStored: false,
  configuratorVersion: null,
  createdUser: null,
  setupCode: '',
};

/** The configurator step is left out of a setup that is not local (ADR 0006). */
export function wizardSteps(localSetup: boolean): StepId[] {
  return ALL_STEPS.filter((step) => localSetup || step !== 'configurator');
}

/** `codeRequired`: the server wants the setup code from this client (AppState.setup_code_required). */
export function canGoNext(step: StepId, state: WizardState, codeRequired = false): boolean {
  if (step === 'start') return Boolean(state.language) && (!codeRequired || state.setupCode.trim() !== '');
  if (step === 'user') return state.createdUser !== null;
  return step !== 'finished';
}

/** Prev shows from the second step on. */
export function showsPrev(index: number): boolean {
  return index >= 1;
}

/** The final button: sync when a configurator address is set, else the homepage. */
export function finishRoute(state: WizardState, storedConfiguratorIp: string | null): 'sync' | 'homepage' {
  return state.configuratorVersion !== null || storedConfiguratorIp ? 'sync' : 'homepage';
}
