import { DEMO_CONSOLE_USER } from '@wardlight/domain';
import { useState } from 'react';
import { useRequestContext } from '../../app/connection/request-context';
import { postLogin } from '../auth/auth-api';
import { demoApi } from './demo-api';
import { preparePhones } from './demo-phones';

export const RESET_STEPS = ['simulator', 'phones', 'signIn', 'reload'] as const;
export type ResetStep = (typeof RESET_STEPS)[number];

export interface DemoReset {
  step: ResetStep | null;
  failed: boolean;
  run: () => Promise<void>;
}

/**
 * Spec part 2 §4: the reset blocks the screen with its progress, resets the simulator (its calls and
 * devices) and the server's demo data (the phones paired and signed in afresh), signs in again with the
 * fixed demo credentials and reloads the page.
 */
export function useDemoReset(reload: () => void = () => window.location.reload()): DemoReset {
  const ctx = useRequestContext();
  const [step, setStep] = useState<ResetStep | null>(null);
  const [failed, setFailed] = useState(false);
  return {
    step,
    failed,
    async run() {
      setFailed(false);
      try {
        setStep('simulator');
        await demoApi.reset();
        setStep('phones');
        await preparePhones(true);
        setStep('signIn');
        const reply = await postLogin(ctx, DEMO_CONSOLE_USER.name, DEMO_CONSOLE_USER.password);
        if (!reply.ok) throw new Error('demo sign-in refused');
        setStep('reload');
        reload();
      } catch {
        setFailed(true);
        setStep(null);
      }
    },
  };
}
