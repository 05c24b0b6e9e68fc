import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** apps/web/dist beside this workspace: what `npm run build -w @wardlight/web` writes. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Vite names every file under assets/ by its content hash: a changed file is a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current assets; it must be asked for again so a new version is picked up.
const REVALIDATE = 'no-cache';

/** Paths the app never owns: an unknown one there is a real 404, not a deep link. */
function isApiPath(pathname: string): boolean {
  return /^\/(backend|ws)(\/|$)/.test(pathname);
}

async function fileIn(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = join(root, normalize(`/${decoded}`));
  if (!path.startsWith(root + sep)) return null; // no way out of the dist folder
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
}

function send(reply: FastifyReply, path: string, cacheControl: string) {
  return reply
    .header('content-type', TYPES[extname(path)] ?? 'application/octet-stream')
    .header('cache-control', cacheControl)
    .send(createReadStream(path));
}

/**
 * Serves the built web console (docs/architecture.md §1): files of `root` as they are, and
 * index.html for every other GET outside /backend and /ws, so deep links open the app.
 */
export function registerStaticApp(app: FastifyInstance, root = WEB_DIST_DIR): void {
  const index = join(root, 'index.html');
  app.get('/*', async (req, reply) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    if (isApiPath(pathname)) return reply.status(404).send({ error: 'not found' });
    const file = pathname === '/' ? null : await fileIn(root, pathname);
    if (file && file !== index) return send(reply, file, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    // A missing asset must not be answered with the page: the browser would run HTML as a script.
    if (pathname.startsWith('/assets/')) return reply.status(404).send({ error: 'not found' });
    if (!(await stat(index).catch(() => null))) {
      return reply.status(503).type('text/plain').send('The web console is not built: npm run build -w @wardlight/web');
    }
    return send(reply, index, REVALIDATE);
  });
}
