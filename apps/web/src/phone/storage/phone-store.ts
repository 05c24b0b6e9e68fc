import { DEFAULT_SYSTEM_ID } from '@wardlight/domain';
import type { PartitionStorage } from './partition-storage';

/** Why the phone went back a step: said once on the screen it went back to. */
export type PhoneNotice = 'unpaired' | 'signedOut';

export interface PhoneState {
  /** The device token of the pairing (ADR 0032); null: not paired. */
  device: string | null;
  /** The session token of the signed-in app user; null: nobody signed in. */
  session: string | null;
  /** The system the phone was paired into: every request names it. */
  system: number;
  notice: PhoneNotice | null;
}

type Listener = () => void;

/**
 * Who this phone is, kept in its storage partition and watched by React (useSyncExternalStore): the
 * screen follows it — pairing without a device token, sign-in without a session, the calls with both.
 */
export function createPhoneStore(storage: PartitionStorage) {
  const system = Number(storage.read('system'));
  let state: PhoneState = {
    device: storage.read('device'),
    session: storage.read('session'),
    system: Number.isInteger(system) && system > 0 ? system : DEFAULT_SYSTEM_ID,
    notice: null,
  };
  const listeners = new Set<Listener>();
  const set = (next: PhoneState) => {
    state = next;
    storage.write('device', next.device);
    storage.write('session', next.session);
    storage.write('system', String(next.system));
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    paired: (device: string, systemId: number) => set({ device, session: null, system: systemId, notice: null }),
    signedIn: (session: string) => set({ ...state, session, notice: null }),
    /** Signed out here, or told so by the server (`notice`): back to the sign-in. */
    signedOut(notice: PhoneNotice | null = null) {
      if (state.session !== null || notice !== state.notice) set({ ...state, session: null, notice });
    },
    /** The pairing was revoked: both tokens are worthless, back to pairing. */
    unpaired() {
      if (state.device !== null) set({ ...state, device: null, session: null, notice: 'unpaired' });
    },
  };
}

export type PhoneStore = ReturnType<typeof createPhoneStore>;
