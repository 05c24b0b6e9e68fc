import { readlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { Cell, FromWriter, RowWriter, ToWriter, WriterSetup } from './writer-protocol';

// Inside the worker thread: renders the rows the main thread sends into the temp file, one batch at a
// time, and acknowledges each, so the main thread never sends more than the writer has taken.

const port = parentPort;
if (!port) throw new Error('writer-main runs in a worker thread');
const setup = workerData as WriterSetup;

// Linux: this thread yields to the others, so the main thread — the call path's — wins a busy CPU.
// setpriority on a thread's own id sets that thread's nice value alone; elsewhere this does nothing.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) setPriority(tid, 10);
} catch {
  // not Linux, or not allowed: the thread keeps the process's priority
}
const post = (message: FromWriter) => port.postMessage(message);

/** Only the format's own library is loaded: exceljs and pdfkit take a while to start. */
async function open(): Promise<RowWriter> {
  switch (setup.format) {
    case 'csv':
      return (await import('./csv-writer')).openCsvWriter(setup);
    case 'xlsx':
      return (await import('./xlsx-writer')).openXlsxWriter(setup);
    case 'pdf':
      return (await import('./pdf-writer')).openPdfWriter(setup);
  }
}

const labels = setup.columns.map((c) => c.labels);

/** The batch's rows, with stored values turned into their texts. */
function rowsOf(json: string): Cell[][] {
  const rows = JSON.parse(json) as Cell[][];
  for (const row of rows)
    for (let i = 0; i < row.length; i++) {
      const named = labels[i];
      const value = row[i];
      if (named && value !== null && value !== undefined) row[i] = named[String(value)] ?? value;
    }
  return rows;
}

const opened = open();
let queue: Promise<unknown> = opened;
port.on('message', (message: ToWriter) => {
  queue = queue.then(async () => {
    try {
      const writer = await opened;
      if (message.type === 'rows') {
        await writer.write(rowsOf(message.json));
        post({ type: 'ack' });
      } else {
        await writer.finish();
        post({ type: 'finished', bytes: (await stat(setup.path)).size });
      }
    } catch (error) {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
});
opened.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
