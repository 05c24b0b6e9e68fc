// `npm run release -- --version 0.2.0 [--key private.pem] [--out file] [--no-web]`: builds a signed update
// package of this working tree for /admin/updates (issue 16 item 8, ADR 0045). Runs under tsx (the root
// package.json's script), since the package format lives in the server's TypeScript.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collectReleaseFiles } from '../apps/server/src/modules/updates/release-files.ts';
import { buildReleasePackage, isReleaseVersion } from '../apps/server/src/modules/updates/release-package.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    version: { type: 'string' },
    key: {
      type: 'string',
      default: fileURLToPath(new URL('../apps/server/keys/dev-license-private.pem', import.meta.url)),
    },
    out: { type: 'string' },
    'no-web': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const usage = `Builds a signed Wardlight update package (an administrator uploads it on /admin/updates).

  npm run release -- --version 0.2.0 [--key private.pem] [--out wardlight-0.2.0.wlupdate] [--no-web]

The key is the Ed25519 private key whose public half the servers trust for licences (LICENSE_PUBLIC_KEYS);
without --key the development key in apps/server/keys is used, which a production server refuses.
The web console is built first unless --no-web (then apps/web/dist is taken as it is, or left out).`;

const current = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8')).version;
const version = values.version ?? current;
if (values.help || !isReleaseVersion(version)) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
if (!values['no-web']) {
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@wardlight/web'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
let web = !values['no-web'];
if (values['no-web']) {
  try {
    readFileSync(new URL('../apps/web/dist/index.html', import.meta.url));
    web = true;
  } catch {
    console.error('apps/web/dist is not built; the package leaves the web console out.');
  }
}
const files = collectReleaseFiles(root, { version, web });
const pkg = buildReleasePackage({ version, files, privateKeyPem: readFileSync(values.key, 'utf8') });
const out = values.out ?? `wardlight-${version}.wlupdate`;
writeFileSync(out, pkg);
console.log(`${out}: version ${version}, ${files.length} files, ${(pkg.length / 1024 / 1024).toFixed(1)} MB`);
