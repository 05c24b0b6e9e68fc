import { TimeSince } from '../../ui/time/TimeSince';

/** How long the call has been open, short enough for a phone's line ("vor 2 min"). */
export function CallAge({ openedAt, now }: { openedAt: string; now: number }) {
  return <TimeSince openedAt={openedAt} now={now} ns="phone" />;
}
