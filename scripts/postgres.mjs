// A throw-away PostgreSQL cluster on loopback for the test suite's PostgreSQL pass.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

function findBin(name) {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${name}`])
        .toString()
        .trim() || null
    );
  } catch {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return null;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const p = join(root, v, 'bin', name);
      if (existsSync(p)) return p;
    }
    return null;
  }
}

/** initdb refuses to run as root; as root the cluster belongs to the `postgres` user. */
function asPostgres(cmd, args) {
  const root = process.getuid?.() === 0;
  return root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

export async function startPostgres() {
  const initdb = findBin('initdb');
  const postgres = findBin('postgres');
  if (!initdb || !postgres) {
    throw new Error(
      'PostgreSQL is needed for the test suite: apt-get install -y postgresql (or set TEST_DATABASE_URL).',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const [c1, a1] = asPostgres(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  execFileSync(c1, a1, { stdio: 'ignore' });
  const port = await freePort();
  const [c2, a2] = asPostgres(postgres, [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  let child = await launch(c2, a2);

  /** Fast shutdown (every session is ended, as on a database restart), data kept. */
  async function halt() {
    if (!child) return;
    // runuser does not pass signals on, so the server itself is told.
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(pid, 'SIGINT');
    await exited;
    child = null;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server and keeps its data and port: resume() brings the same cluster back. */
    halt,
    async resume() {
      child ??= await launch(c2, a2);
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the postmaster; resolves once it accepts connections. */
async function launch(cmd, args) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  await new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`postgres exited with ${code}:\n${log}`));
    const onData = (d) => {
      log += d.toString();
      if (!log.includes('ready to accept connections')) return;
      // Still read afterwards (a full pipe would stall the server), no longer kept.
      child.stderr.off('data', onData);
      child.stderr.resume();
      child.off('exit', onExit);
      resolve();
    };
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
  return child;
}
