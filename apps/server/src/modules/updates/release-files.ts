import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReleaseFile } from './release-package';

// What a release holds (ADR 0045): the repository's tracked files that run the product — the server's and
// the simulator's sources, the shared packages, the migrations, the scripts, the lock file — and the built
// web console (apps/web/dist), but not its sources, the tests, the benches, the e2e suite or the docs.
// Dependencies (node_modules) are not in it: the installation's own are used (ADR 0045, limits).

const LEFT_OUT = [
  /^(e2e|docs|bench|\.ci|\.github|\.husky)\//,
  /^apps\/web\/(src|public|test)\//,
  /^apps\/[^/]+\/test\//,
  /\.(test|spec)\.(ts|tsx|mts|js|mjs)$/,
];

/** Sets the `"version"` field of a package.json text, keeping the rest of the text as it is. */
export function withVersion(packageJson: string, version: string): string {
  return packageJson.replace(/"version":\s*"[^"]*"/, `"version": "${version}"`);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  );
}

/**
 * The release's files from a working tree at `root`, with `version` written into the root and server
 * package.json (the server reports the latter). `web`: include apps/web/dist, which must be built.
 * `change` may alter a file's content (the tests make a release that cannot start).
 */
export function collectReleaseFiles(
  root: string,
  options: { version: string; web: boolean; change?: (path: string, content: Buffer) => Buffer },
): ReleaseFile[] {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter((p) => p && !LEFT_OUT.some((re) => re.test(p)));
  const paths = [...tracked];
  if (options.web) {
    const dist = join(root, 'apps/web/dist');
    if (!statSync(join(dist, 'index.html'), { throwIfNoEntry: false }))
      throw new Error('apps/web/dist is not built: npm run build -w @wardlight/web');
    paths.push(...walk(dist).map((f) => relative(root, f)));
  }
  const files: ReleaseFile[] = [];
  for (const path of paths) {
    const info = statSync(join(root, path), { throwIfNoEntry: false });
    if (!info?.isFile()) continue; // tracked but deleted in the working tree
    let content: Buffer = readFileSync(join(root, path));
    if (path === 'package.json' || path === 'apps/server/package.json')
      content = Buffer.from(withVersion(content.toString('utf8'), options.version));
    if (options.change) content = options.change(path, content);
    files.push({ path, mode: info.mode & 0o111 ? 0o755 : 0o644, content });
  }
  return files;
}
