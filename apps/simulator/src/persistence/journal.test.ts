import { describe, expect, it } from 'vitest';
import type { SimEvent } from '../events/event-types';
import { eventually } from '../testing/wait-for';
import { Journal } from './journal';

const event = (seq: number): SimEvent => ({ seq, type: 'commit.progress', at: '', data: { progress: seq } });

describe('Journal', () => {
  it('publishes events only after the state holding them is written, batching what came meanwhile', async () => {
    const log: string[] = [];
    const write: { finish?: () => void } = {};
    let version = 0;
    const journal = new Journal({
      serialize: () => `v${++version}`,
      write: (json) =>
        new Promise<void>((resolve) => {
          log.push(`write ${json}`);
          write.finish = () => {
            log.push(`written ${json}`);
            resolve();
          };
        }),
      publish: (events) => log.push(`publish ${events.map((e) => e.seq).join(',')}`),
      onWriteError: () => {},
      publishedSeq: 0,
    });

    journal.record(event(1));
    await Promise.resolve();
    await Promise.resolve();
    journal.record(event(2));
    journal.record(event(3));
    expect(log).toEqual(['write v1']);
    expect(journal.publishedSeq).toBe(0);

    const settled = journal.settled();
    write.finish?.();
    await eventually(() => log.includes('write v2'), { what: 'the second write' });
    write.finish?.();
    await settled;

    expect(log).toEqual(['write v1', 'written v1', 'publish 1', 'write v2', 'written v2', 'publish 2,3']);
    expect(journal.publishedSeq).toBe(3);
  });
});
