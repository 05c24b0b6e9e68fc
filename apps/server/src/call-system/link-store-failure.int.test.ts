import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cursor } from './link';
import type { LinkSupervisor } from './link-supervisor';
import { CallsConsumer, endpointOf, SimLab, superviseFor } from './link-test-kit';
import type { ConfiguratorEvent } from './protocol-types';
import { SimulatorControl } from './simulator-control';

/**
 * A consumer that stores like the call ingest: each event with its cursor in one write, so the cursor the
 * supervisor saves afterwards is no news. Its database can be away, or can lose the answer to a write that
 * committed.
 */
class StoringConsumer extends CallsConsumer {
  isDatabaseAway = false;
  /** The next write commits, and then its answer is lost. */
  isNextAnswerLost = false;
  cursorReads = 0;

  override async loadCursor(): Promise<Cursor | null> {
    this.cursorReads++;
    if (this.isDatabaseAway) throw new Error('connect ECONNREFUSED');
    return this.cursor;
  }

  override async saveCursor(): Promise<void> {}

  override async onSnapshot(...args: Parameters<CallsConsumer['onSnapshot']>): Promise<void> {
    if (this.isDatabaseAway) throw new Error('connect ECONNREFUSED');
    await super.onSnapshot(...args);
    this.cursor = { stream_id: args[0].stream_id, seq: args[0].seq };
  }

  override async onEvent(event: ConfiguratorEvent, cursor: Cursor): Promise<void> {
    if (this.isDatabaseAway) throw new Error('connect ECONNREFUSED');
    await super.onEvent(event, cursor);
    this.cursor = cursor;
    if (this.isNextAnswerLost) {
      this.isNextAnswerLost = false;
      throw new Error('Connection terminated unexpectedly');
    }
  }
}

describe('the link when the consumer cannot store (ADR 0023)', () => {
  let lab: SimLab;
  let supervisor: LinkSupervisor | null = null;

  beforeEach(() => {
    lab = new SimLab();
  });
  afterEach(async () => {
    await supervisor?.stop();
    await lab.cleanup();
  });

  async function linked(consumer: StoringConsumer) {
    const sim = await lab.start();
    supervisor = superviseFor(endpointOf(sim), consumer);
    await vi.waitFor(() => expect(supervisor?.state).toBe('ready'));
    return new SimulatorControl(endpointOf(sim));
  }

  it('leaves the events with the configurator while the database is away, and takes them once it is back', async () => {
    const consumer = new StoringConsumer();
    const control = await linked(consumer);
    consumer.isDatabaseAway = true;
    await control.press(23, 'alert');
    await control.press(24, 'alert');
    await vi.waitFor(() => expect(consumer.states).toContain('unknown'));
    const reads = consumer.cursorReads;
    // It tries again (from the stored cursor, which it cannot read yet) rather than moving on.
    await vi.waitFor(() => expect(consumer.cursorReads).toBeGreaterThan(reads + 1));
    expect(consumer.events).toEqual([]);

    consumer.isDatabaseAway = false;
    await vi.waitFor(() => expect(consumer.events.map((e) => e.event.type)).toEqual(['call.opened', 'call.opened']));
    await vi.waitFor(() => expect(supervisor?.state).toBe('ready'));
    const [first, second] = consumer.eventSeqs();
    expect(second).toBe((first ?? 0) + 1);
  });

  it('hands an event over once when its write committed but the answer was lost', async () => {
    const consumer = new StoringConsumer();
    const control = await linked(consumer);
    consumer.isNextAnswerLost = true;
    await control.press(23, 'alert');
    await vi.waitFor(() => expect(consumer.states).toContain('unknown'));
    await vi.waitFor(() => expect(supervisor?.state).toBe('ready'));
    await control.press(24, 'alert');

    await vi.waitFor(() => expect(consumer.events).toHaveLength(2));
    const devices = consumer.events.map((e) =>
      e.event.type === 'call.opened' ? e.event.data.call.system_tree_node_id : 0,
    );
    expect(devices).toEqual([23, 24]);
  });
});
