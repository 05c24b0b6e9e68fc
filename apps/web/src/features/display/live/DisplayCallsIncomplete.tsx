import { useMemo } from 'react';
import { CallsIncompleteBanner } from '../../../app/link-state/CallsIncompleteBanner';
import { useCallsCompleteness } from '../../../app/link-state/useCallsCompleteness';
import { useSession } from '../../../app/session/session-context';

/**
 * The wall says when the calls it shows may be incomplete (ADR 0025): a system's configurator link is not
 * ready, or the server cannot store calls. Each system is named from the public system list.
 */
export function DisplayCallsIncomplete({ systemIds }: { systemIds: readonly number[] }) {
  const { data } = useSession();
  const { systemsAtRisk, isServerIncomplete } = useCallsCompleteness(systemIds);
  const names = useMemo(() => new Map(data.publicSystemParams.map((s) => [s.id, s.name])), [data.publicSystemParams]);
  const systems = systemsAtRisk.map((s) => ({ ...s, name: names.get(s.id) ?? String(s.id) }));
  return <CallsIncompleteBanner systems={systems} isServerIncomplete={isServerIncomplete} />;
}
