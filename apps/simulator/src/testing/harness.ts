import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SimulatorOptions } from '../options';
import { type RunningSimulator, startSimulator } from '../simulator';
import { type ApiClient, apiClient } from './api-client';

export interface TestSimulator {
  sim: RunningSimulator;
  api: ApiClient;
  url: string;
  stateFile: string;
  /** Starts a fresh process-like instance on the same state file (a restart). */
  restart(options?: SimulatorOptions): Promise<TestSimulator>;
  close(): Promise<void>;
}

/** A temporary directory for a state file, removed by the returned cleanup. */
export function tempStateFile(): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-sim-'));
  return { path: join(dir, 'state', 'simulator.json'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A simulator on a free port with a fast commit, a stopped clock and its own state file. */
export async function startTestSimulator(options: SimulatorOptions = {}, stateFile?: string): Promise<TestSimulator> {
  const temp = stateFile ? null : tempStateFile();
  const path = stateFile ?? temp?.path ?? '';
  const base: SimulatorOptions = { port: 0, commitMs: 200, tickMs: 0, pingIntervalMs: 60_000, stateFile: path };
  const sim = await startSimulator({ ...base, ...options });
  return {
    sim,
    api: apiClient(sim.url),
    url: sim.url,
    stateFile: path,
    async restart(next = {}) {
      await sim.close();
      return startTestSimulator({ ...options, ...next }, path);
    },
    async close() {
      await sim.close();
      temp?.cleanup();
    },
  };
}
