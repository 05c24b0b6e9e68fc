import { Worker } from 'node:worker_threads';
import type { FromWriter, ToWriter, WriterSetup } from './writer-protocol';

const ENTRY = new URL('./export-worker.mjs', import.meta.url);

/**
 * The main thread's side of one export's worker thread. The rows are rendered there, so the main
 * thread — which the call path shares — only reads batches and hands them over; it sends the next batch
 * when the worker has taken the last (backpressure: at most one batch in flight).
 */
export class WriterThread {
  private readonly worker: Worker;
  private waiting: { resolve(message: FromWriter): void; reject(error: Error): void } | null = null;
  private failure: Error | null = null;

  private constructor(setup: WriterSetup) {
    this.worker = new Worker(ENTRY, {
      workerData: setup,
      // A runaway writer fails its export, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
    });
    this.worker.on('message', (message: FromWriter) => {
      const waiting = this.waiting;
      this.waiting = null;
      if (message.type === 'failed') waiting?.reject(new Error(`export writer: ${message.message}`));
      else waiting?.resolve(message);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`export writer exited (${code})`)));
  }

  static async open(setup: WriterSetup): Promise<WriterThread> {
    const thread = new WriterThread(setup);
    try {
      await thread.next('ready');
    } catch (error) {
      await thread.terminate();
      throw error;
    }
    return thread;
  }

  /** Resolves when the worker has written the batch (a JSON array of rows). */
  async write(json: string): Promise<void> {
    this.send({ type: 'rows', json });
    await this.next('ack');
  }

  /** Ends the file; resolves with its size in bytes. */
  async finish(): Promise<number> {
    this.send({ type: 'finish' });
    const done = await this.next('finished');
    await this.terminate();
    return done.type === 'finished' ? done.bytes : 0;
  }

  async terminate(): Promise<void> {
    this.failure ??= new Error('export writer terminated');
    await this.worker.terminate();
  }

  private send(message: ToWriter): void {
    if (this.failure) throw this.failure;
    this.worker.postMessage(message);
  }

  private next(type: FromWriter['type']): Promise<FromWriter> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<FromWriter>((resolve, reject) => {
      this.waiting = {
        resolve: (message) =>
          message.type === type ? resolve(message) : reject(new Error(`export writer: ${message.type} for ${type}`)),
        reject,
      };
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
