import { useTranslation } from 'react-i18next';
import classes from '../view/display.module.css';
import { CallTile } from './CallTile';
import type { DisplayCall } from './calls-feed';

interface Props {
  calls: readonly DisplayCall[];
  now: number;
  /** System names by id, given when the display shows several systems. */
  systemNames: ReadonlyMap<number, string> | null;
  onOpen: ((call: DisplayCall) => void) | undefined;
  mayClose: (call: DisplayCall) => boolean;
  onClose: (call: DisplayCall) => void;
}

/** The open calls in display order (the caller sorted and filtered them). */
export function CallGrid({ calls, now, systemNames, onOpen, mayClose, onClose }: Props) {
  const { t } = useTranslation('display');
  return (
    <ol className={classes.grid} aria-label={t('calls.title')}>
      {calls.map((call) => (
        <CallTile
          key={`${call.system_id}-${call.id}`}
          call={call}
          now={now}
          systemName={systemNames?.get(call.system_id)}
          onOpen={onOpen}
          onClose={mayClose(call) ? onClose : undefined}
        />
      ))}
    </ol>
  );
}
