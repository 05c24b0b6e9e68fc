import { useEffect, useMemo, useState } from 'react';
import { LinkStatesDocument } from '../../generated/transport';
import { useSystemMessages } from '../connection/system-messages';
import type { Transport } from '../connection/transport';
import { useTransport } from '../connection/transport-context';
import { callsCompleteOf, type LinkObservation, linkStateOf, mayMissCalls, nextChangeAt } from './link-observations';

/** A failed read is tried again: a wall runs unattended. */
const RETRY_MS = 5_000;

/** A system whose calls may be missing, and the link state that says so. */
export interface SystemAtRisk {
  id: number;
  state: string;
}

export interface CallsCompleteness {
  /** Of the systems shown, those whose calls may be missing now, in the order given. */
  systemsAtRisk: readonly SystemAtRisk[];
  /** The server itself says calls may be missing (its database or disk failed), whatever the links do. */
  isServerIncomplete: boolean;
}

type Observations = ReadonlyMap<number, LinkObservation>;

/** The link states a page reads when it starts; the wall's are `linkStates`, a phone reads its own. */
export type ReadLinkStates = (
  transport: Transport,
) => Promise<readonly { system_id: number; state: string; age_seconds: number }[]>;

const readLinkStates: ReadLinkStates = (transport) =>
  transport.request(LinkStatesDocument, {}).then(({ linkStates }) => linkStates);

const observed = (state: string, ageSeconds: number): LinkObservation => ({
  state,
  since: Date.now() - ageSeconds * 1000,
});

/**
 * Whether the calls a page shows may be incomplete (ADR 0025), for the wall display and the phone client.
 * The link states are read when the page starts and again each time its system messages start (`restart`:
 * after a reconnect, what changed meanwhile was not heard); `link.state` messages carry the changes between.
 * `server.health` says whether the server can store calls at all; it is told after `restart` while a
 * problem lasts, so `restart` clears it.
 */
export function useCallsCompleteness(
  systemIds: readonly number[],
  read: ReadLinkStates = readLinkStates,
): CallsCompleteness {
  const transport = useTransport();
  const [links, setLinks] = useState<Observations>(new Map());
  const [isServerIncomplete, setServerIncomplete] = useState(false);
  const [reads, setReads] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let isCurrent = true;
    let retry: ReturnType<typeof setTimeout> | null = null;
    // Read only to read again: the system messages started anew.
    void reads;
    const load = () => {
      read(transport).then(
        (states) => {
          if (isCurrent) setLinks(new Map(states.map((l) => [l.system_id, observed(l.state, l.age_seconds)])));
        },
        (error: unknown) => {
          console.error('link states could not be read', error);
          if (isCurrent) retry = setTimeout(load, RETRY_MS);
        },
      );
    };
    load();
    return () => {
      isCurrent = false;
      if (retry) clearTimeout(retry);
    };
  }, [transport, reads, read]);

  useSystemMessages((message) => {
    if (message.subject === 'restart') {
      setServerIncomplete(false);
      setReads((n) => n + 1);
    } else if (message.subject === 'server.health') {
      setServerIncomplete(!callsCompleteOf(message.payload));
    } else if (message.subject === 'link.state') {
      const link = linkStateOf(message.payload);
      if (link) setLinks((shown) => new Map(shown).set(link.system_id, observed(link.state, link.age_seconds)));
    }
  });

  // Re-checked only when a state crosses its threshold, not on a clock: a quiet wall does not re-render.
  useEffect(() => {
    // Read only to arm the next check after each one.
    void now;
    const next = nextChangeAt(links.values(), Date.now());
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), next - Date.now());
    return () => clearTimeout(timer);
  }, [links, now]);

  const systemsKey = systemIds.join(',');
  const systemsAtRisk = useMemo(() => {
    const ids = systemsKey ? systemsKey.split(',').map(Number) : [];
    return ids.flatMap((id) => {
      const link = links.get(id);
      return link && mayMissCalls(link, now) ? [{ id, state: link.state }] : [];
    });
  }, [systemsKey, links, now]);
  return { systemsAtRisk, isServerIncomplete };
}
