import { stat } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { FromWriter, RowWriter, ToWriter, WriterSetup } from './writer-protocol';

// Inside the worker thread: renders the rows the main thread sends into the temp file, one batch at a
// time, and acknowledges each, so the main thread never sends more than the writer has taken.

const port = parentPort;
if (!port) throw new Error('writer-main runs in a worker thread');
const setup = workerData as WriterSetup;
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

const opened = open();
let queue: Promise<unknown> = opened;
port.on('message', (message: ToWriter) => {
  queue = queue.then(async () => {
    try {
      const writer = await opened;
      if (message.type === 'rows') {
        await writer.write(message.rows);
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
