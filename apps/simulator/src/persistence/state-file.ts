import { readFileSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type SimState, STATE_FORMAT } from '../world/sim-state';

/** Reads the state file; null when there is none yet. A damaged file stops the start instead of silently
 * starting over, which would send sequence numbers backwards. */
export function readStateFile(path: string): SimState | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const state = JSON.parse(text) as Partial<SimState>;
  if (state.format !== STATE_FORMAT || typeof state.seq !== 'number' || typeof state.stream_id !== 'string') {
    throw new Error(`State file ${path} has an unknown format; move it away to start fresh`);
  }
  return state as SimState;
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes the rename itself durable. Some platforms cannot open a directory; the rename is atomic anyway.
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

/** Replaces the file atomically: a reader (or a crash) sees the old or the new document, never a mix. */
export async function writeStateFile(path: string, json: string): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(json, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}
