import { leaveFullscreen } from '../behaviour/fullscreen';
import { CallGrid } from '../calls/CallGrid';
import type { DisplayCall } from '../calls/calls-feed';
import { DisplayNotes, type KeyedNote } from '../notes/DisplayNotes';
import { PresenceColumn } from '../presences/PresenceColumn';
import { FULLSCREEN_RESERVED_PX } from '../presences/presence-capacity';
import classes from './display.module.css';
import { EmptyState } from './EmptyState';

/** The header bar and the content's padding: what the presences column cannot use outside fullscreen. */
const HEADER_RESERVED_PX = 56 + 2 * 16;

interface Props {
  calls: readonly DisplayCall[];
  presences: readonly DisplayCall[];
  notes: readonly KeyedNote[];
  now: number;
  fullscreen: boolean;
  systemNames: ReadonlyMap<number, string> | null;
  onOpen: ((call: DisplayCall) => void) | undefined;
  mayClose: (call: DisplayCall) => boolean;
  onClose: (call: DisplayCall) => void;
}

/** Calls, presences and notes in their places (spec part 2 §2); the empty state where no call is open. */
export function DisplayBody({
  calls,
  presences,
  notes,
  now,
  fullscreen,
  systemNames,
  onOpen,
  mayClose,
  onClose,
}: Props) {
  return (
    <main className={classes.content}>
      {notes.length > 0 && <DisplayNotes notes={notes} />}
      <div className={classes.calls}>
        {calls.length === 0 ? (
          <EmptyState fullscreen={fullscreen} now={now} onLeave={leaveFullscreen} />
        ) : (
          <CallGrid
            calls={calls}
            now={now}
            systemNames={systemNames}
            onOpen={onOpen}
            mayClose={mayClose}
            onClose={onClose}
          />
        )}
      </div>
      <PresenceColumn
        presences={presences}
        now={now}
        reservedHeight={fullscreen ? FULLSCREEN_RESERVED_PX : HEADER_RESERVED_PX}
        onOpen={onOpen}
      />
    </main>
  );
}
