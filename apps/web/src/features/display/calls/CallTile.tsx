import { ActionIcon } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../view/display.module.css';
import { Icon } from '../view/icons';
import type { DisplayCall } from './calls-feed';
import { TimeSinceText } from './TimeSinceText';
import { UrgencyIcon } from './UrgencyIcon';
import { detailText, tileKindOf, urgencyOf } from './urgency';

export interface CallTileProps {
  call: DisplayCall;
  now: number;
  /** Shown when the display covers several systems. */
  systemName?: string | undefined;
  /** Signed-in users open the call's form with a click. */
  onOpen?: ((call: DisplayCall) => void) | undefined;
  /** Offered only where the manual-close rule allows it. */
  onClose?: ((call: DisplayCall) => void) | undefined;
}

/** One open call: device, call type, position, section and how long it has been open. */
export const CallTile = memo(function CallTile({ call, now, systemName, onOpen, onClose }: CallTileProps) {
  const { t } = useTranslation('display');
  const urgency = urgencyOf(call);
  const kind = tileKindOf(call);
  // The label names the urgency (or the defect), never the call type again: "Ruf / Zimmer 101 / Ruf".
  const label = t(`urgency.${kind}`);
  const detail = detailText(call, label, (type, position) => t('tile.typeAtPosition', { type, position }));
  const body = (
    <>
      <div className={classes.tileHead}>
        <UrgencyIcon urgency={kind} />
        <span>{label}</span>
      </div>
      <div className={classes.device}>{call.device_text_long || call.device_text_short}</div>
      {detail && <div className={classes.detail}>{detail}</div>}
      <div className={classes.meta}>
        <span>
          {systemName
            ? t('tile.sectionInSystem', { section: call.section_name, system: systemName })
            : call.section_name}
        </span>
        <span>
          <TimeSinceText openedAt={call.opened_at} now={now} />
        </span>
      </div>
    </>
  );
  return (
    <li
      className={classes.tile}
      data-urgency={urgency}
      data-kind={kind === 'defect' ? 'defect' : undefined}
      data-testid="call-tile"
      data-call-id={call.id}
    >
      {onOpen ? (
        <button type="button" className={classes.tileBody} onClick={() => onOpen(call)}>
          {body}
        </button>
      ) : (
        <div className={classes.tileBody}>{body}</div>
      )}
      {onClose && (
        <ActionIcon
          className={classes.closeButton}
          variant="filled"
          color="dark"
          size="lg"
          aria-label={t('tile.close', { device: call.device_text_long || call.device_text_short })}
          onClick={() => onClose(call)}
        >
          <Icon name="close" />
        </ActionIcon>
      )}
    </li>
  );
});
