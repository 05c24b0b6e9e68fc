import { useViewportSize } from '@mantine/hooks';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayCall } from '../calls/calls-feed';
import { TimeSinceText } from '../calls/TimeSinceText';
import classes from '../view/display.module.css';
import { presenceCapacity, presenceOverflow } from './presence-capacity';
import { usePresenceExpansion } from './usePresenceExpansion';

/** The display content's bottom padding (display.module.css). */
const CONTENT_PADDING_PX = 16;

interface Props {
  presences: readonly DisplayCall[];
  now: number;
  /** Height above and below the column that is not the column's (header, or 80 px in fullscreen). */
  reservedHeight: number;
  onOpen?: ((call: DisplayCall) => void) | undefined;
}

/** Staff in rooms: two columns in landscape, one in portrait, as many as fit, the rest behind 'N more'. */
export function PresenceColumn({ presences, now, reservedHeight, onOpen }: Props) {
  const { t } = useTranslation('display');
  const viewport = useViewportSize();
  const columns = viewport.width >= viewport.height ? 2 : 1;
  const firstTile = useRef<HTMLLIElement>(null);
  const column = useRef<HTMLElement>(null);
  const [tileHeight, setTileHeight] = useState(0);
  const [top, setTop] = useState(0);
  const { expanded, expand } = usePresenceExpansion();
  useLayoutEffect(() => {
    const height = firstTile.current?.offsetHeight ?? 0;
    if (height > 0 && height !== tileHeight) setTileHeight(height);
    // Notes above the calls (narrow screens) or a callout push the column down: what is above it, and
    // the content's padding below, is not the column's either (spec part 2 §9 reserves at least this).
    const measuredTop = Math.round(column.current?.getBoundingClientRect().top ?? 0);
    if (measuredTop !== top) setTop(measuredTop);
  });
  const reserved = Math.max(reservedHeight, top + CONTENT_PADDING_PX);
  const capacity = presenceCapacity({ viewportHeight: viewport.height, reservedHeight: reserved, tileHeight, columns });
  const { shown, hidden } = presenceOverflow(presences, capacity, expanded);
  if (presences.length === 0) return null;

  return (
    <section ref={column} className={classes.presences} aria-label={t('presences.title')}>
      <ul className={classes.presenceGrid} style={{ '--presence-columns': columns } as CSSProperties}>
        {shown.map((presence, index) => (
          <li
            key={presence.id}
            ref={index === 0 ? firstTile : undefined}
            className={classes.tile}
            data-kind="presence"
            data-testid="presence-tile"
            data-call-id={presence.id}
          >
            {onOpen ? (
              <button type="button" className={classes.tileBody} onClick={() => onOpen(presence)}>
                <PresenceText presence={presence} now={now} />
              </button>
            ) : (
              <div className={classes.tileBody}>
                <PresenceText presence={presence} now={now} />
              </div>
            )}
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button type="button" className={classes.more} onClick={expand}>
              {t('presences.more', { count: hidden })}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}

function PresenceText({ presence, now }: { presence: DisplayCall; now: number }) {
  return (
    <>
      <strong>{presence.device_text_long || presence.device_text_short}</strong>
      <span className={classes.meta}>
        <span>{presence.section_name}</span>
        <TimeSinceText openedAt={presence.opened_at} now={now} />
      </span>
    </>
  );
}
