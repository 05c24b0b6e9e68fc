import type { LinkLogger } from '../../call-system/supervisor-types';
import type { Db } from '../../db/client';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import { linkStateMessage } from './link-messages';
import { type LinkStateView, readLinkStates } from './link-state';

const DEFAULT_EVERY_MS = 2_000;

/** What a change is: the state a display shows, and what technicians read beside it. */
const shape = (view: LinkStateView) => JSON.stringify([view.state, view.progress, view.error, view.version]);

/**
 * Turns the link states in the database into `link.state` messages for this instance's own sockets
 * (ADR 0025). The database is the one source: the holder writes (link-state-store.ts), every instance
 * reads — so a holder that died, and wrote nothing more, is noticed too, and messages never race a
 * reader's query with an older state for long. One small statement every `everyMs` per instance,
 * however many displays are connected. The first reading only sets the baseline: a client reads the
 * current states itself (`linkStates`) when it starts and after each reconnect.
 */
export function watchLinkStates(deps: {
  db: Db;
  messages: Pick<SystemMessagesService, 'publishLocal'>;
  log: LinkLogger;
  everyMs?: number;
}) {
  let last: Map<number, string> | null = null;
  let isReading = false;
  let isFailing = false;
  let isClosed = false;

  async function tick(): Promise<void> {
    if (isReading) return;
    isReading = true;
    try {
      const views = await readLinkStates(deps.db);
      if (isFailing) deps.log.info({}, 'link states are read again');
      isFailing = false;
      const next = new Map(views.map((view) => [view.system_id, shape(view)]));
      if (last) for (const view of views) if (last.get(view.system_id) !== next.get(view.system_id)) publish(view);
      last = next;
    } catch (error) {
      // A read still under way when the server closes fails with the database it closed: not news.
      if (isClosed) return;
      if (!isFailing) deps.log.warn({ err: error }, 'could not read the link states');
      isFailing = true;
    } finally {
      isReading = false;
    }
  }

  function publish(view: LinkStateView): void {
    try {
      deps.messages.publishLocal(linkStateMessage(view));
    } catch (error) {
      deps.log.warn({ err: error, systemId: view.system_id }, 'could not announce a link state');
    }
  }

  const timer = setInterval(() => void tick(), deps.everyMs ?? DEFAULT_EVERY_MS);
  timer.unref();
  void tick();

  return {
    /** Reads now (tests). */
    tick,
    close(): void {
      isClosed = true;
      clearInterval(timer);
    },
  };
}

export type LinkStateWatch = ReturnType<typeof watchLinkStates>;
