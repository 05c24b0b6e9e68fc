import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** apps/web/dist beside this workspace: what `npm run build -w @wardlight/web` writes. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** Whether the client takes gzip (`Accept-Encoding`), not refused with `q=0`. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Compressed hashed assets by path, made once: a file under assets/ never changes under its name, and
 * hundreds of displays loading after a server restart then cost one compression each (DESIGN §7 measures
 * the display's JavaScript gzipped).
 */
const compressedAssets = new Map<string, Promise<Buffer>>();

function compressed(path: string, immutable: boolean): Promise<Buffer> {
  const make = () => readFile(path).then((content) => gzipAsync(content, { level: 9 }));
  if (!immutable) return make();
  let buffer = compressedAssets.get(path);
  if (!buffer) {
    buffer = make();
    compressedAssets.set(path, buffer);
    // A failed read is not remembered: the next request tries again.
    buffer.catch(() => compressedAssets.delete(path));
  }
  return buffer;
}

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

async function send(req: FastifyRequest, reply: FastifyReply, path: string, cacheControl: string) {
  reply
    .header('content-type', TYPES[extname(path)] ?? 'application/octet-stream')
    .header('cache-control', cacheControl);
  if (!COMPRESSIBLE.has(extname(path))) return reply.send(createReadStream(path));
  // Caches must keep the plain and the compressed answer apart.
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(createReadStream(path));
  const body = await compressed(path, cacheControl === IMMUTABLE);
  return reply.header('content-encoding', 'gzip').send(body);
}

/**
 * Serves the built web console (docs/architecture.md §1): files of `root` (text formats gzipped for
 * clients that take it), and index.html for every other GET outside /backend and /ws, so deep links
 * open the app.
 */
export function registerStaticApp(app: FastifyInstance, root = WEB_DIST_DIR): void {
  const index = join(root, 'index.html');
  app.get('/*', async (req, reply) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    if (isApiPath(pathname)) return reply.status(404).send({ error: 'not found' });
    // Source maps hand out the whole source; a production build has none, and a stray one is not served.
    if (pathname.endsWith('.map')) return reply.status(404).send({ error: 'not found' });
    const file = pathname === '/' ? null : await fileIn(root, pathname);
    if (file && file !== index) {
      return send(req, reply, file, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    // A missing asset must not be answered with the page: the browser would run HTML as a script.
    if (pathname.startsWith('/assets/')) return reply.status(404).send({ error: 'not found' });
    if (!(await stat(index).catch(() => null))) {
      return reply.status(503).type('text/plain').send('The web console is not built: npm run build -w @wardlight/web');
    }
    return send(req, reply, index, REVALIDATE);
  });
}
