// bench/calls --hostile N: N anonymous clients loop the heaviest query a visitor may send (every alias
// the limits allow over the public call list, every field) while the presses run (DESIGN §7,
// "under hostile load"). They run in a worker thread so the bench's own stamps stay on time.
import { Worker } from 'node:worker_threads';

/** The server's OPERATION_LIMITS.aliases: the bench sends what the server accepts, not more. */
export const ACCEPTED_ALIASES = 15;
const CALL_FIELDS = `id system_id call_type_id call_type_text call_source_id call_source_text section_id section_name
  number device_text_short device_text_long position duration opened_at closed_at is_closed weekday
  call_type { id } call_source { id char } section { id name allow_manual_call_closure }
  system_tree_node { id serial text_short text_long deny_manual_call_closure }`;
/**
 * Up to the limit: the heaviest query the server accepts, every field under every alias. Beyond it: the
 * query of issue 10 (`openCalls { id device_text_long }` under N aliases; 5,000 are 199 KiB and took a
 * server from before the limits 17 s), which a server with them refuses.
 */
export function visitorQuery(aliases: number): string {
  const fields = aliases <= ACCEPTED_ALIASES ? CALL_FIELDS : 'id device_text_long';
  return `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: openCalls { ${fields} }`).join(' ')} }`;
}

export interface HostileReport {
  clients: number;
  requests: number;
  failures: number;
  /** HTTP status → count: 200 answered, 429 refused by the per-address budget. */
  statuses: Record<string, number>;
  perSecond: number;
}

export class HostileClients {
  private readonly worker: Worker;
  private readonly started = performance.now();
  private readonly done: Promise<Omit<HostileReport, 'clients' | 'perSecond'>>;

  constructor(
    url: string,
    private readonly clients: number,
    system: string,
    aliases = ACCEPTED_ALIASES,
  ) {
    this.worker = new Worker(new URL('./hostile-worker.mjs', import.meta.url), {
      workerData: { url, clients, system, query: visitorQuery(aliases) },
    });
    this.done = new Promise((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
    });
  }

  /** Asks the clients to stop after their request in flight; resolves with what they sent. */
  async stop(): Promise<HostileReport> {
    this.worker.postMessage('stop');
    const report = await this.done;
    const seconds = (performance.now() - this.started) / 1000;
    await this.worker.terminate();
    return { clients: this.clients, ...report, perSecond: Math.round(report.requests / seconds) };
  }

  /** For the cleanup path: ends the thread at once. */
  async kill(): Promise<void> {
    await this.worker.terminate();
  }
}
