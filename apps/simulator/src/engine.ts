import { CommitRunner } from './config/commit-runner';
import { EventBus } from './events/event-bus';
import { appendEvent } from './events/event-log';
import type { EventDataMap, EventType } from './events/event-types';
import { Journal } from './persistence/journal';
import { readStateFile, writeStateFile } from './persistence/state-file';
import { closeCalls } from './world/calls';
import { createInitialState, type Facility, facilityState } from './world/facility';
import type { SimContext, SimState } from './world/sim-state';
import { runTick } from './world/ticker';

export interface EngineOptions {
  facility: Facility;
  stateFile: string | null;
  commitMs: number;
  tickMs: number;
  seed: number;
  eventRetention: number;
  onWriteError: (error: unknown) => void;
}

function loadState(options: EngineOptions, now: Date): SimState {
  const state = options.stateFile ? readStateFile(options.stateFile) : null;
  if (!state) return createInitialState(options.facility, now.toISOString());
  if (state.commit.status === 'committing') {
    // The distribution was cut off by the restart; the staged changes are still there to commit again.
    state.commit = {
      ...state.commit,
      status: 'failed',
      error: { key: 'commit_interrupted', message: 'The configurator restarted during the commit' },
      finished_at: now.toISOString(),
    };
  }
  return state;
}

/** The simulated configurator: its state, the operations on it, persistence and the event stream. */
export class Engine {
  readonly state: SimState;
  readonly ctx: SimContext;
  readonly bus = new EventBus();
  readonly journal: Journal;
  readonly commits: CommitRunner;
  private tickTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: EngineOptions) {
    const state = loadState(options, new Date());
    this.state = state;
    const stateFile = options.stateFile;
    this.journal = new Journal({
      serialize: () => JSON.stringify(state),
      write: stateFile ? (json) => writeStateFile(stateFile, json) : null,
      publish: (events) => this.bus.publish(events),
      onWriteError: options.onWriteError,
      publishedSeq: state.seq,
    });
    this.ctx = {
      state,
      now: () => new Date(),
      emit: <T extends EventType>(type: T, data: EventDataMap[T]) => {
        this.journal.record(appendEvent(state, options.eventRetention, type, data, this.ctx.now()));
      },
    };
    this.commits = new CommitRunner(this.ctx, { durationMs: options.commitMs, failNextWith: null });
    this.journal.record();
  }

  get seed(): number {
    return this.options.seed;
  }

  /**
   * Runs one operation and resolves once its changes are on disk and its events published. A refused
   * operation may have changed part of the state (a press that raised one call before failing), so the
   * state is persisted either way.
   */
  async mutate<T>(operation: (ctx: SimContext) => T): Promise<T> {
    try {
      return operation(this.ctx);
    } finally {
      this.journal.record();
      await this.journal.settled();
    }
  }

  startTicking(): void {
    if (this.options.tickMs <= 0 || this.tickTimer) return;
    this.tickTimer = setInterval(() => {
      runTick(this.ctx, this.options.seed, this.options.facility.drifts);
      this.journal.record();
    }, this.options.tickMs);
  }

  runTicks(count: number): Promise<number> {
    return this.mutate((ctx) => {
      for (let i = 0; i < count; i += 1) runTick(ctx, this.options.seed, this.options.facility.drifts);
      return ctx.state.tick;
    });
  }

  /** Back to the fixture: calls closed (with events), staged changes and button states dropped. */
  reset(): Promise<void> {
    return this.mutate((ctx) => {
      this.commits.stop();
      closeCalls(ctx, () => true);
      const revision = ctx.state.config.revision + 1;
      Object.assign(ctx.state, facilityState(this.options.facility, ctx.now().toISOString(), revision));
      // The fixture's devices and hubs are all heard: nothing stays silenced (/sim/silence).
      delete ctx.state.silenced;
      ctx.state.commit = { ...ctx.state.commit, status: 'ready', progress: 100, error: null, changelog: [] };
      ctx.emit('config.changed', { revision, reason: 'reset' });
    });
  }

  async close(): Promise<void> {
    if (this.tickTimer) clearInterval(this.tickTimer);
    this.tickTimer = null;
    this.commits.stop();
    this.journal.record();
    await this.journal.settled();
  }
}
