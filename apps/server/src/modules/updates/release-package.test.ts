import { generateKeyPairSync } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parsePublicKeys } from '../license/license-code';
import { buildReleasePackage, isSafePath, PackageRefused, verifyReleasePackage } from './release-package';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    priv: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    pub: parsePublicKeys([publicKey.export({ type: 'spki', format: 'pem' }).toString()]),
  };
};
const files = [
  { path: 'apps/server/src/main.ts', mode: 0o644, content: Buffer.from('console.log("hello")\n') },
  { path: 'scripts/start.mjs', mode: 0o755, content: Buffer.from('// start\n') },
];

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof PackageRefused) return error.problem;
    throw error;
  }
  return 'accepted';
}

describe('release packages', () => {
  it('verify with the key that signed them and give back every file', () => {
    const k = pair();
    const pkg = buildReleasePackage({ version: '1.2.3', files, privateKeyPem: k.priv });
    const { manifest, files: got } = verifyReleasePackage(pkg, k.pub);
    expect(manifest.version).toBe('1.2.3');
    expect(got.map((f) => [f.path, f.mode, Buffer.from(f.content).toString()])).toEqual([
      ['apps/server/src/main.ts', 0o644, 'console.log("hello")\n'],
      ['scripts/start.mjs', 0o755, '// start\n'],
    ]);
  });

  it('refuse another key, a changed file and what is not a package', () => {
    const k = pair();
    const pkg = buildReleasePackage({ version: '1.2.3', files, privateKeyPem: k.priv });
    expect(refusal(() => verifyReleasePackage(pkg, pair().pub))).toBe('signature');
    // One byte of a file changed inside the archive (same length): the manifest's hash no longer matches.
    const tar = Buffer.from(gunzipSync(pkg));
    const at = tar.indexOf('hello');
    tar.write('HELLO', at);
    expect(refusal(() => verifyReleasePackage(gzipSync(tar), k.pub))).toBe('contents');
    expect(refusal(() => verifyReleasePackage(Buffer.from('PK\u0003\u0004zip'), k.pub))).toBe('not_a_package');
    expect(refusal(() => verifyReleasePackage(gzipSync(Buffer.alloc(1024)), k.pub))).toBe('not_a_package');
  });

  it('takes only relative paths inside the release and versions like 1.2.3', () => {
    expect(isSafePath('apps/server/src/main.ts')).toBe(true);
    for (const bad of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', ''])
      expect(isSafePath(bad), bad).toBe(false);
    expect(() => buildReleasePackage({ version: 'latest', files, privateKeyPem: pair().priv })).toThrow(/version/);
  });
});
