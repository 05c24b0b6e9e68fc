import { SimError } from '../errors';
import { closeCalls } from '../world/calls';
import { deviceRuntime } from '../world/devices';
import { isDevice } from '../world/facility';
import { syncAllHubs } from '../world/hubs';
import type { SimContext } from '../world/sim-state';
import type { CommitError, CommitStatus } from './commit-types';
import { applyStaged, changelogOf } from './staging';
import { validateConfig } from './validate-config';

/** Progress is reported in this many steps over the commit's duration. */
const PROGRESS_STEPS = 10;

export interface CommitSettings {
  /** How long distributing a commit takes (real hardware: up to 10 minutes). */
  durationMs: number;
  /** When set, the next commit fails at its end with this message (to test the console's error path). */
  failNextWith: string | null;
}

/** Runs one commit at a time: validate, report progress over time, then make the staged changes live. */
export class CommitRunner {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: SimContext,
    readonly settings: CommitSettings,
  ) {}

  start(): CommitStatus {
    const { state } = this.ctx;
    if (state.commit.status === 'committing') {
      throw new SimError(409, 'commit_running', 'A commit is already running');
    }
    const changelog = changelogOf(state.staged);
    const errors = validateConfig(applyStaged(state.config, state.staged));
    if (errors.length > 0) {
      const error: CommitError = { key: 'validation_failed', message: 'The staged configuration is invalid', errors };
      state.commit = { ...state.commit, status: 'failed', progress: 0, error, changelog };
      throw new SimError(422, 'validation_failed', error.message, { errors });
    }
    const now = this.ctx.now().toISOString();
    state.commit = { status: 'committing', progress: 0, error: null, changelog, started_at: now, finished_at: null };
    this.ctx.emit('commit.started', { revision: state.config.revision, changelog });
    this.schedule(1);
    return state.commit;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(step: number): void {
    this.timer = setTimeout(() => this.advance(step), this.settings.durationMs / PROGRESS_STEPS);
  }

  private advance(step: number): void {
    this.timer = null;
    if (step < PROGRESS_STEPS) {
      const progress = Math.round((100 * step) / PROGRESS_STEPS);
      this.ctx.state.commit.progress = progress;
      this.ctx.emit('commit.progress', { progress });
      this.schedule(step + 1);
      return;
    }
    const failure = this.settings.failNextWith;
    this.settings.failNextWith = null;
    if (failure === null) this.finish();
    else this.fail({ key: 'commit_failed', message: failure });
  }

  private fail(error: CommitError): void {
    const { state } = this.ctx;
    state.commit = { ...state.commit, status: 'failed', error, finished_at: this.ctx.now().toISOString() };
    this.ctx.emit('commit.finished', { status: 'failed', revision: state.config.revision, error });
  }

  private finish(): void {
    const { ctx } = this;
    const { state } = ctx;
    const entities = applyStaged(state.config, state.staged);
    // A commit with nothing staged only re-distributes the configuration; it stays the same revision.
    const changed = state.staged.length > 0;
    state.config = { revision: state.config.revision + (changed ? 1 : 0), entities };
    state.staged = [];
    // Calls of devices or call types that no longer exist cannot be ended from a device any more.
    closeCalls(ctx, (call) => {
      const node = entities.system_tree_nodes[String(call.system_tree_node_id)];
      return !node || !isDevice(node) || !entities.call_types[String(call.call_type_id)];
    });
    for (const id of Object.keys(state.devices)) if (!entities.system_tree_nodes[id]) delete state.devices[id];
    for (const node of Object.values(entities.system_tree_nodes)) if (isDevice(node)) deviceRuntime(ctx, node);
    for (const id of Object.keys(state.hubs)) if (!entities.hubs[id]) delete state.hubs[id];
    syncAllHubs(ctx);
    // Last, so a client that sees commit.finished has every effect of the commit already in the stream.
    state.commit = { ...state.commit, status: 'ready', progress: 100, finished_at: ctx.now().toISOString() };
    ctx.emit('commit.finished', { status: 'ready', revision: state.config.revision, error: null });
    if (changed) ctx.emit('config.changed', { revision: state.config.revision, reason: 'commit' });
  }
}
