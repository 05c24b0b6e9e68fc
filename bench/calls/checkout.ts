// A runnable copy of another commit for --compare-root / --server-root ("before"), without npm install:
//   npx tsx bench/calls/checkout.ts 9b19639 /tmp/wardlight-9b19639
// The commit's files come from `git archive` (nothing in this checkout, its index or its worktrees is
// touched). Its node_modules is a symlink farm onto this checkout's: every package is linked, except the
// workspaces (@wardlight/*), which must be the copy's own packages and apps — a plain symlink to our
// node_modules would resolve them to this checkout's sources, and the "before" server would run our code.
// Good for commits whose dependencies are those of this checkout (as far back as package-lock.json agrees).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './stack';

const [commit, target] = process.argv.slice(2);
if (!commit || !target) {
  console.error('usage: npx tsx bench/calls/checkout.ts <commit> <directory>');
  process.exit(1);
}
const dir = resolve(target);
if (existsSync(dir) && readdirSync(dir).length > 0) {
  console.error(`${dir} exists and is not empty`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
execFileSync('tar', ['-x', '-C', dir], { input: archive });

const ours = join(ROOT, 'node_modules');
const farm = join(dir, 'node_modules');
mkdirSync(farm);
for (const entry of readdirSync(ours)) {
  if (entry === '@wardlight') continue;
  symlinkSync(join(ours, entry), join(farm, entry));
}
// The workspace links are relative (../../packages/domain): the same text points into the copy.
mkdirSync(join(farm, '@wardlight'));
for (const name of readdirSync(join(ours, '@wardlight'))) {
  symlinkSync(readlinkSync(join(ours, '@wardlight', name)), join(farm, '@wardlight', name));
}
console.log(`${commit} is in ${dir}; run e.g.\n  npx tsx bench/calls/run.ts --compare-root ${dir}`);
