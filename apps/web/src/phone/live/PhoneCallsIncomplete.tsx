import { useCallback } from 'react';
import type { Transport } from '../../app/connection/transport';
import { CallsIncompleteBanner } from '../../app/link-state/CallsIncompleteBanner';
import { useCallsCompleteness } from '../../app/link-state/useCallsCompleteness';
import { PhoneLinkStateDocument } from '../../generated/phone';

/**
 * The phone says when the calls it shows may be incomplete, as the wall does (ADR 0025, issue 11): its
 * system's configurator link is not ready, or the server cannot store calls. The phone reads its own
 * system's link (`phoneLinkState`): a phone is no display, the displays' `linkStates` may be closed to it.
 */
export function PhoneCallsIncomplete({ system }: { system: { id: number; name: string } }) {
  const read = useCallback(
    (transport: Transport) =>
      transport.request(PhoneLinkStateDocument, {}).then(({ phoneLinkState }) => [phoneLinkState]),
    [],
  );
  const { systemsAtRisk, isServerIncomplete } = useCallsCompleteness([system.id], read);
  const systems = systemsAtRisk.map((s) => ({ ...s, name: system.name }));
  return <CallsIncompleteBanner systems={systems} isServerIncomplete={isServerIncomplete} ns="phone" />;
}
