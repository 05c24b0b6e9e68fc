// The server as one JavaScript file (ADR 0047): apps/server/dist/server.mjs, built from src/main.ts with
// esbuild (the compiler tsx uses, so the code means the same). Our own TypeScript — the server's and the
// workspace packages' — is bundled; every dependency stays an import from node_modules (PGlite, for one,
// finds its WebAssembly beside its own module). Plain JavaScript, so the launcher (run.mjs) can call it
// without a TypeScript loader.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SERVER, '../..');
export const BUNDLE = join(SERVER, 'dist/server.mjs');

/** What the bundle is built from: a change to any of these makes it stale. */
const INPUTS = [
  join(SERVER, 'src'),
  join(SERVER, 'package.json'),
  join(SERVER, 'bundle.mjs'),
  join(ROOT, 'packages/domain/src'),
  join(ROOT, 'packages/configurator-protocol/src'),
  join(ROOT, 'tsconfig.base.json'),
];

/** The newest modification time of a file or of anything below a directory (0: missing). */
export function newestMtime(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Whether dist/server.mjs is missing or older than a file it is built from. */
export function bundleIsStale() {
  const builtAt = statSync(BUNDLE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return builtAt < Math.max(...INPUTS.map(newestMtime));
}

/**
 * Builds dist/server.mjs (and its source map: stack traces in the log name the TypeScript lines). Each file
 * is written under a temporary name and renamed, so a server starting meanwhile, or a second build at the
 * same time (parallel tests on a fresh clone), never reads half a file.
 */
export async function bundleServer() {
  const { build } = await import('esbuild');
  mkdirSync(dirname(BUNDLE), { recursive: true });
  // Built in memory under the final names (the map's and the bundle's references to each other are
  // right), then each file written whole; the map first, so a process that reads the new bundle finds it.
  const { outputFiles } = await build({
    entryPoints: [join(SERVER, 'src/main.ts')],
    outfile: BUNDLE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [ownModulesOnly, ownUrls],
  });
  const byEnd = (end) => outputFiles.filter((file) => file.path.endsWith(end));
  for (const file of [...byEnd('.map'), ...byEnd('.mjs')]) writeWhole(file.path, file.contents);
}

/** Dependencies stay imports from node_modules; the workspace packages (TypeScript sources) are bundled. */
const ownModulesOnly = {
  name: 'own-modules-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@wardlight/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.url` keeps meaning the module's own file, as under tsx: the server finds its migrations,
 * keys, GraphQL schema, web build and worker entries relative to the source file that names them. Written
 * relative to the bundle, so a tree that is moved (an installed update, ADR 0045) still finds them.
 */
const ownUrls = {
  name: 'own-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const own = JSON.stringify(relative(dirname(BUNDLE), args.path));
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${own}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Whole or not at all: a server starting meanwhile reads the old file or the new one, never a part. */
function writeWhole(path, contents) {
  const next = `${path}.${process.pid}.next`;
  writeFileSync(next, contents);
  renameSync(next, path);
}

// `node apps/server/bundle.mjs`: build it now (CI and the release script may want it up front).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await bundleServer();
  console.log(`apps/server/dist/server.mjs built in ${Math.round(performance.now() - started)} ms`);
}
