import type { WizardState } from '../wizard-rules';

export interface StepProps {
  state: WizardState;
  update: (patch: Partial<WizardState>) => void;
}
