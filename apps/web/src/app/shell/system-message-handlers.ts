import { serverClock } from '../connection/server-clock';
import type { SyncStore } from './sync/sync-store';

export type MessageHandler = (payload: unknown) => void;

export interface ShellMessageEffects {
  reportVersion(version: string): void;
  reload(): void;
  sync: Pick<SyncStore, 'jobStarted' | 'jobEnded' | 'jobsUnknown' | 'commitStarted' | 'commitProgress' | 'commitEnded'>;
  /** AppData holds the times of the last change and the last commit (the pending-commit dot). */
  reloadAppData(): void;
  /** Sections that lost their last phone, or phones that came back (technicians only; issue 13). */
  coverageChanged(change: { uncovered: string[]; coveredAgain: number }): void;
  /** A wall display fell silent or showed a call late (technicians only; ADR 0038). */
  screenAlarm(alarm: ScreenAlarm): void;
}

export interface ScreenAlarm {
  reason: 'silent' | 'late';
  /** The administrator's name for the screen, else where it stands. */
  screen: string;
  screenId: number | null;
  latencyMs: number | null;
}

function field(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
}

export type PageMessageEffects = Pick<ShellMessageEffects, 'reportVersion' | 'reload'>;

/** What every page does with the system messages, the wall display included: new versions and reloads. */
export function pageMessageHandlers(fx: PageMessageEffects): Readonly<Record<string, MessageHandler>> {
  return {
    restart: (payload) => {
      const version = field(payload, 'version');
      if (typeof version === 'string' && version) fx.reportVersion(version);
    },
    reload: () => fx.reload(),
    // Sets the page's clock (ADR 0038): the display's schedule slots, windows and ages follow the server's.
    time: (payload) => serverClock.note(payload),
  };
}

/** The shell's share of the system messages (spec part 1 §7, part 2 §4), subject by subject. */
export function shellMessageHandlers(fx: ShellMessageEffects): Readonly<Record<string, MessageHandler>> {
  const page = pageMessageHandlers(fx);
  return {
    ...page,
    restart: (payload) => {
      page.restart?.(payload);
      // Every (re)subscription starts with restart: job ends sent while the socket was down are lost.
      fx.sync.jobsUnknown();
    },
    'getsconfig.commit': () => fx.sync.commitStarted(),
    'getsconfig.progress': (payload) => {
      const progress = field(payload, 'progress');
      if (typeof progress === 'number') fx.sync.commitProgress(progress);
    },
    'getsconfig.commit_done': () => {
      fx.sync.commitEnded();
      fx.reloadAppData();
    },
    // A configuration change was saved (on any console of this system): the pending-commit dot
    // compares AppData's last change with the last commit, so AppData is read again.
    'getsconfig.changed': () => fx.reloadAppData(),
    'getshttp.start': () => fx.sync.jobStarted(),
    'getshttp.finished': () => fx.sync.jobEnded(),
    'getshttp.failed': () => fx.sync.jobEnded(),
    'fleet.alarm': (payload) => {
      const reason = field(payload, 'reason');
      if (reason !== 'silent' && reason !== 'late') return;
      const name = field(payload, 'name');
      const place = field(payload, 'place');
      const id = field(payload, 'screen_id');
      const latency = field(payload, 'latency_ms');
      fx.screenAlarm({
        reason,
        screen: typeof name === 'string' && name ? name : typeof place === 'string' ? place : '',
        screenId: typeof id === 'number' ? id : null,
        latencyMs: typeof latency === 'number' ? latency : null,
      });
    },
    'app.coverage': (payload) => {
      const uncovered = field(payload, 'uncovered');
      const coveredAgain = field(payload, 'covered_again');
      fx.coverageChanged({
        uncovered: Array.isArray(uncovered) ? uncovered.filter((s): s is string => typeof s === 'string') : [],
        coveredAgain: typeof coveredAgain === 'number' ? coveredAgain : 0,
      });
    },
  };
}
