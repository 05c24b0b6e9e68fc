// Debian's Caddy on loopback, running the repository's own deploy/Caddyfile in front of server instances:
// the proxy of deploy/compose.yaml, for tests that cannot run Docker. Only what the compose network
// provides is replaced — the upstream names (wardlight-1:8080, …) by the instances' loopback ports, the
// site address (WARDLIGHT_SITE, as compose sets it) by a free port — and a global block keeps the test's
// Caddy to itself: no admin endpoint, no certificates, listening on loopback only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

export const CADDYFILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'Caddyfile');
const CADDY = '/usr/bin/caddy';
const UPSTREAMS = /wardlight-\d+:8080(?:\s+wardlight-\d+:8080)*/;

/** The shipped Caddyfile with the instances at `upstreams` (host:port), behind a test-only global block. */
export function caddyfileFor(upstreams) {
  const shipped = readFileSync(CADDYFILE, 'utf8');
  if (!UPSTREAMS.test(shipped)) throw new Error(`${CADDYFILE} no longer names its upstreams wardlight-N:8080`);
  const global = '{\n\tadmin off\n\tauto_https off\n\tdefault_bind 127.0.0.1\n}\n\n';
  return global + shipped.replace(UPSTREAMS, upstreams.join(' '));
}

/**
 * Starts Caddy in front of `upstreams`; resolves once it answers `path` (any status but a proxy error:
 * the instances may still be starting). `stop()` ends it and removes its directory.
 */
export async function startCaddy(upstreams, { path = '/backend/health', timeoutMs = 20_000 } = {}) {
  if (!existsSync(CADDY))
    throw new Error(`${CADDY} is missing: install Debian's caddy (apt-get install caddy), as .ci/run does`);
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-caddy-'));
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, caddyfileFor(upstreams));
  const port = await freePort();
  const output = [];
  const child = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    // Caddy keeps its state under XDG_DATA_HOME / XDG_CONFIG_HOME (or HOME): the test's directory.
    env: { ...process.env, WARDLIGHT_SITE: `:${port}`, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`caddy exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      const res = await fetch(`${url}${path}`);
      if (res.status < 502) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`caddy did not answer on ${url}${path} within ${timeoutMs} ms:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, output: () => output.join(''), stop };
}
