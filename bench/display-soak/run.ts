// Display soak (issue 14 item 10): a wall display in Chromium through compressed call churn — by default
// 20 minutes of presses at 45 per second (≥ 50,000 call changes: every press opens or closes an alert,
// every fifth on a room terminal its presence), a display note written and an old one deleted every 10 s —
// sampling the page's JS heap after a forced GC and its DOM node count, and at the end comparing the tiles
// on the wall with the calls open at the simulator (no missed call). A bench, not a test. From the root:
//   npx tsx bench/display-soak/run.ts [--minutes 20] [--rate 45] [--sample 30]
// Prints the curve and writes bench/results/display-soak-<timestamp>.json. Exit 0: heap at the end ≤ start
// + 10 MB, DOM nodes ≤ start + 10 % + 200, and the wall shows exactly the open calls; 3: a target missed;
// 1: the bench broke.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { type Device, SimClient } from '../calls/driver';
import { gql, setUpServer, waitForLink } from '../calls/setup';
import { cleanup, onCleanup, ROOT, startServerProcess, startSimulatorProcess } from '../calls/stack';
import { CHROMIUM } from '../display-latency/browser';
import { codeVersion, numberFlag } from '../shared/run-info';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    rate: { type: 'string', default: '45' },
    sample: { type: 'string', default: '30' },
  },
});
const DURATION_MS = numberFlag('minutes', args.minutes, 0.1) * 60_000;
const RATE = numberFlag('rate', args.rate, 1);
const SAMPLE_MS = numberFlag('sample', args.sample, 1) * 1000;
const HEAP_GROWTH_MB = 10;
/** Every fifth press on a device with a presence button presses presence (spec part 2 §4: presence closes
 * an alert, an alert on presence is an emergency): presences and emergencies churn beside the alerts. */
const PRESENCE_EVERY = 5;
const PRESENCE_TYPE = 6;
/** A display note is written every 10 s and the oldest deleted beyond three: the wall re-reads its notes. */
const NOTE_EVERY_MS = 10_000;
const NOTES_KEPT = 3;

interface Sample {
  atS: number;
  changes: number;
  heapMb: number;
  domNodes: number;
  tiles: number;
  presences: number;
  notes: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main(): Promise<number> {
  const sim = await startSimulatorProcess();
  const server = await startServerProcess(false);
  const cookie = await setUpServer(server.url, sim.url);
  await waitForLink(server.url, cookie);
  const simClient = new SimClient(sim.url);
  const devices: Device[] = await simClient.devices();
  const config = await simClient.request<{ system_tree_nodes: { id: number; buttons?: string[] }[] }>(
    'GET',
    '/api/v1/config',
  );
  const withPresence = new Set(
    config.system_tree_nodes.filter((n) => n.buttons?.includes('presence')).map((n) => n.id),
  );
  const notes = noteChurn(server.url, cookie);
  await notes.start();
  console.log(`[soak] server ${server.url}, simulator ${sim.url}, ${devices.length} devices, ${RATE}/s`);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  onCleanup(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${server.url}/display`);
  await page.locator('main').waitFor();

  const count = (testId: string) => page.locator(`[data-testid="${testId}"]`).count();
  async function sample(atS: number, changes: number): Promise<Sample> {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const metrics = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const domNodes = metrics.metrics.find((m) => m.name === 'Nodes')?.value ?? -1;
    return {
      atS,
      changes,
      heapMb: Math.round((heap.usedSize / 1048576) * 10) / 10,
      domNodes,
      tiles: await count('call-tile'),
      presences: await count('presence-tile'),
      notes: await count('display-note'),
    };
  }

  const samples: Sample[] = [await sample(0, 0)];
  console.log(`[soak] start: heap ${samples[0]?.heapMb} MB, ${samples[0]?.domNodes} DOM nodes`);
  // One press in flight per device; the next free device every 1/RATE s. Each press opens or closes a call.
  const busy = new Set<number>();
  let changes = 0;
  let failures = 0;
  let firstFailure: string | null = null;
  let issued = 0;
  let next = 0;
  const started = Date.now();
  let nextSample = started + SAMPLE_MS;
  while (Date.now() - started < DURATION_MS) {
    const tickAt = started + issued * (1000 / RATE);
    if (tickAt > Date.now()) await sleep(tickAt - Date.now());
    const device = devices[next % devices.length];
    next += 1;
    if (!device || busy.has(device.id)) {
      // Every device waits for its last press: the simulator is the limit, not the bench's rate.
      if (busy.size >= devices.length) await sleep(5);
      continue;
    }
    issued += 1;
    busy.add(device.id);
    const button = withPresence.has(device.id) && issued % PRESENCE_EVERY === 0 ? 'presence' : device.button;
    simClient
      .request('POST', '/sim/press', { device: device.id, button })
      .then(
        () => {
          changes += 1;
        },
        (error: unknown) => {
          failures += 1;
          firstFailure ??= String(error);
        },
      )
      .finally(() => busy.delete(device.id));
    if (notes.due()) void notes.step().catch((error: unknown) => (firstFailure ??= `note: ${String(error)}`));
    if (Date.now() >= nextSample) {
      nextSample += SAMPLE_MS;
      const s = await sample(Math.round((Date.now() - started) / 1000), changes);
      samples.push(s);
      console.log(
        `[soak] ${s.atS}s: ${s.changes} changes, heap ${s.heapMb} MB, ${s.domNodes} nodes, ${s.tiles} tiles, ` +
          `${s.presences} presences, ${s.notes} notes`,
      );
    }
  }
  while (busy.size > 0) await sleep(50);

  await notes.settled();
  // No missed call: the wall shows exactly the calls open at the simulator — alerts and emergencies as call
  // tiles, presences in their column — and the notes written, once the last change arrived.
  const openCalls = await simClient.openCalls();
  const open = new Set(openCalls.map((c) => String(c.id)));
  const openPresences = openCalls.filter((c) => c.call_type_id === PRESENCE_TYPE).length;
  let shown = new Set<string>();
  let notesShown = 0;
  const deadline = Date.now() + 30_000;
  do {
    await sleep(1000);
    shown = new Set(
      await page
        .locator('[data-testid="call-tile"], [data-testid="presence-tile"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-call-id') ?? '')),
    );
    notesShown = await count('display-note');
  } while (
    (shown.size !== open.size || [...open].some((id) => !shown.has(id)) || notesShown !== notes.kept()) &&
    Date.now() < deadline
  );
  const missed = [...open].filter((id) => !shown.has(id));
  const extra = [...shown].filter((id) => !open.has(id));
  const end = await sample(Math.round((Date.now() - started) / 1000), changes);
  samples.push(end);

  const first = samples[0] as Sample;
  const heapOk = end.heapMb <= first.heapMb + HEAP_GROWTH_MB;
  const nodesOk = end.domNodes <= first.domNodes * 1.1 + 200 + (end.tiles + end.presences + end.notes) * 40;
  const notesOk = notesShown === notes.kept();
  const result = {
    at: new Date().toISOString(),
    code: codeVersion(),
    minutes: DURATION_MS / 60_000,
    rate: RATE,
    changes,
    failures,
    firstFailure,
    presencesOpenAtEnd: openPresences,
    notesWritten: notes.written(),
    notes: { kept: notes.kept(), shown: notesShown, ok: notesOk },
    missed,
    extra,
    heap: { startMb: first.heapMb, endMb: end.heapMb, ok: heapOk },
    domNodes: { start: first.domNodes, end: end.domNodes, ok: nodesOk },
    samples,
  };
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `display-soak-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `[soak] ${changes} call changes (${failures} presses failed) in ${result.minutes} min; heap ${first.heapMb} → ${end.heapMb} MB ` +
      `(${heapOk ? 'ok' : 'over'}), DOM nodes ${first.domNodes} → ${end.domNodes} (${nodesOk ? 'flat' : 'grew'}), ` +
      `missed ${missed.length}, extra ${extra.length}; notes written ${notes.written()}, ` +
      `shown ${notesShown} of ${notes.kept()} kept; written ${file}`,
  );
  return heapOk && nodesOk && notesOk && missed.length === 0 && extra.length === 0 ? 0 : 3;
}

/** Display notes written and deleted over the public API, as an administrator would (spec part 1 §2). */
function noteChurn(serverUrl: string, cookie: string) {
  let system = '';
  let next = 0;
  let written = 0;
  let running: Promise<void> = Promise.resolve();
  const ids: number[] = [];
  const must = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const reply = await gql<T>(serverUrl, query, variables, { cookie, system });
    if (reply.errors.length || !reply.data) throw new Error(JSON.stringify(reply.errors));
    return reply.data;
  };
  return {
    async start() {
      const params = await must<{ publicSystemParams: { id: number }[] }>('{ publicSystemParams { id } }', {});
      system = String(params.publicSystemParams[0]?.id ?? '');
      next = Date.now();
    },
    due: () => Date.now() >= next,
    step() {
      next += NOTE_EVERY_MS;
      running = running.then(async () => {
        written += 1;
        const data = { title: `Soak ${written}`, text: `Note ${written} of the soak`, color: 'blue', active: true };
        const created = await must<{ createDisplayNote: { id: number } }>(
          'mutation ($data: DisplayNoteInput!) { createDisplayNote(data: $data) { id } }',
          { data },
        );
        ids.push(created.createDisplayNote.id);
        if (ids.length > NOTES_KEPT)
          await must('mutation ($ids: [Int!]!) { deleteDisplayNotes(ids: $ids) }', { ids: ids.splice(0, 1) });
      });
      return running;
    },
    settled: () => running.catch(() => undefined),
    kept: () => ids.length,
    written: () => written,
  };
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
