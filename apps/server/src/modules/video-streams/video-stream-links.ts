import { eq } from 'drizzle-orm';
import type { CallEvent } from '../../call-system/protocol-types';
import type { Db } from '../../db/client';
import { videoStreams } from '../../db/schema/index';
import type { Logger } from '../../logger';
import { messageForViewersOf, type SystemMessagesService } from '../system-messages/system-messages.service';

/**
 * Video streams opened by calls (issue 14 item 5, ADR 0038). When a call opens on a device (tree node) or in
 * a section an administrator linked to a stream, every display that may see the call's system hears the
 * spec's `videostream` message `{ url, action: 'start' }` (part 2 §4), with the call's id and system so that
 * a display opens it only when the call is one it shows (the server does not know a display's filter).
 *
 * Off the call path: the link holder hears of a group of call events after it was stored and announced
 * (the link manager's observer), looks the links up in memory and publishes on the bus. The links of a
 * system are read once (one statement on the console's quiet handle) and kept for `LINKS_TTL_MS`, or until
 * an administrator changes a stream on this instance; another instance's change is seen within the TTL.
 */
export const LINKS_TTL_MS = 30_000;

interface SystemLinks {
  readAt: number;
  byNode: Map<number, string[]>;
  bySection: Map<number, string[]>;
}

type Publisher = Pick<SystemMessagesService, 'publish'>;

/** This instance's caches, told when an administrator changes a stream here (the entity's announce). */
const caches = new Set<Map<number, SystemLinks | Promise<SystemLinks>>>();

export function videoStreamsChanged(systemId: number): void {
  for (const cache of caches) cache.delete(systemId);
}

function add(map: Map<number, string[]>, id: number, url: string): void {
  const urls = map.get(id);
  if (!urls) map.set(id, [url]);
  else if (!urls.includes(url)) urls.push(url);
}

/** The streams a call opens: those of its device, then those of its section, each once. */
export function streamsOfCall(
  links: Pick<SystemLinks, 'byNode' | 'bySection'>,
  call: { system_tree_node_id: number | null; section_id: number | null },
): string[] {
  const urls = [
    ...(call.system_tree_node_id === null ? [] : (links.byNode.get(call.system_tree_node_id) ?? [])),
    ...(call.section_id === null ? [] : (links.bySection.get(call.section_id) ?? [])),
  ];
  return [...new Set(urls)];
}

export function createVideoStreamLinks(deps: { db: Db; messages: Publisher; log: Logger; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const cache = new Map<number, SystemLinks | Promise<SystemLinks>>();
  caches.add(cache);

  async function read(systemId: number): Promise<SystemLinks> {
    const rows = await deps.db
      .select({ url: videoStreams.url, nodes: videoStreams.tree_node_ids, sections: videoStreams.section_ids })
      .from(videoStreams)
      .where(eq(videoStreams.system_id, systemId));
    const links: SystemLinks = { readAt: now(), byNode: new Map(), bySection: new Map() };
    for (const row of rows) {
      for (const id of row.nodes) add(links.byNode, id, row.url);
      for (const id of row.sections) add(links.bySection, id, row.url);
    }
    return links;
  }

  /** The links of a system from memory; one read when they are missing or older than the TTL. */
  function linksOf(systemId: number): SystemLinks | Promise<SystemLinks> {
    const held = cache.get(systemId);
    if (held && (held instanceof Promise || now() - held.readAt < LINKS_TTL_MS)) return held;
    const reading = read(systemId).then(
      (links) => {
        if (cache.get(systemId) === reading) cache.set(systemId, links);
        return links;
      },
      (error: unknown) => {
        if (cache.get(systemId) === reading) cache.delete(systemId);
        throw error;
      },
    );
    cache.set(systemId, reading);
    return reading;
  }

  async function announce(systemId: number, opened: readonly CallEvent['data']['call'][]): Promise<void> {
    const links = await linksOf(systemId);
    for (const call of opened) {
      for (const url of streamsOfCall(links, call)) {
        await deps.messages.publish(
          messageForViewersOf(systemId, 'videostream', { url, action: 'start', call_id: call.id, system_id: systemId }),
        );
      }
    }
  }

  return {
    /** After a group of call events was stored: the calls opened in it start their streams. Never throws. */
    onCallEvents(systemId: number, events: readonly CallEvent[]): void {
      const opened = events.filter((e) => e.type === 'call.opened' && !e.data.call.is_closed).map((e) => e.data.call);
      if (opened.length === 0) return;
      announce(systemId, opened).catch((error: unknown) =>
        deps.log.warn({ err: error, system_id: systemId }, 'video streams of opened calls not announced'),
      );
    },
    close(): void {
      caches.delete(cache);
      cache.clear();
    },
  };
}

export type VideoStreamLinks = ReturnType<typeof createVideoStreamLinks>;
