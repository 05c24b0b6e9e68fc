import { TimeSince } from '../../../ui/time/TimeSince';

export function TimeSinceText({ openedAt, now }: { openedAt: string; now: number }) {
  return <TimeSince openedAt={openedAt} now={now} ns="display" />;
}
