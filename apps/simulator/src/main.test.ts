import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from './testing/api-client';
import { tempStateFile } from './testing/harness';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** Starts `tsx src/main.ts` and resolves with the URL from its "listening on" line. */
function spawnSimulator(env: Record<string, string>): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [tsxCli, 'src/main.ts'], {
    cwd: appDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code} before listening:\n${output}`)));
  });
  return { child, url };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the simulator as a child process', () => {
  const file = tempStateFile();
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    file.cleanup();
  });

  it('listens on the port it prints, serves the protocol and flushes its state on SIGTERM', async () => {
    const started = spawnSimulator({
      SIM_PORT: '0',
      SIM_STATE_FILE: file.path,
      SIM_TICK_MS: '0',
      SIM_USERNAME: 'tech',
      SIM_PASSWORD: 'pw',
    });
    child = started.child;
    const url = await started.url;
    const api = apiClient(url, { username: 'tech', password: 'pw' });

    expect((await api.get('/api/v1/firmware')).status).toBe(200);
    expect((await api.post('/sim/press', { device: 10, button: 'emergency' })).status).toBe(200);
    child.kill('SIGTERM');

    expect(await exitCode(child)).toBe(0);
    const state = JSON.parse(readFileSync(file.path, 'utf8'));
    expect(state.seq).toBe(1);
    expect(state.calls).toEqual([expect.objectContaining({ system_tree_node_id: 10, call_type_id: 2 })]);
  });
});
