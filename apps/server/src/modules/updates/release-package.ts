import { createHash, createPrivateKey, type KeyObject, sign, verify } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readTar, TAR_END, tarHeader, tarPadding } from '../backups/tar';

// A release package (issue 16 item 8, ADR 0045): one gzipped ustar archive holding
//   manifest.json  — product, version, time, and every file of the release with its size, mode and SHA-256
//   manifest.sig   — the Ed25519 signature of manifest.json's exact bytes, base64
//   app/<path>     — the files themselves
// The signature covers the manifest and the manifest covers every file, so one check of one signature
// vouches for the whole package; a file that is missing, extra or different fails the package.

export const PACKAGE_FORMAT = 1;
export const PRODUCT = 'wardlight';
/** A package unpacks to at most this much (the app without dependencies is a few tens of MB). */
const MAX_UNPACKED = 1024 * 1024 * 1024;
const VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:[-+][0-9A-Za-z.-]{1,64})?$/;

export interface ReleaseFile {
  path: string;
  mode: number;
  content: Uint8Array;
}

export interface ManifestFile {
  path: string;
  size: number;
  mode: number;
  sha256: string;
}

export interface ReleaseManifest {
  format: number;
  product: string;
  version: string;
  created_at: string;
  files: ManifestFile[];
}

export type PackageProblem = 'not_a_package' | 'signature' | 'contents';

/** Why a package was refused: `not_a_package` (unreadable), `signature` (not signed by a trusted key), `contents`. */
export class PackageRefused extends Error {
  constructor(
    readonly problem: PackageProblem,
    message: string,
  ) {
    super(message);
  }
}

export const isReleaseVersion = (v: string) => VERSION.test(v);

/** A relative path without `.`/`..` segments, backslashes or control characters. */
export function isSafePath(path: string): boolean {
  if (!path || path.length > 255 || path.startsWith('/') || path.includes('\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f]/.test(path)) return false;
  return path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Builds a signed package from the release's files (npm run release; the tests). */
export function buildReleasePackage(options: {
  version: string;
  files: readonly ReleaseFile[];
  privateKeyPem: string;
  now?: Date;
}): Buffer {
  if (!isReleaseVersion(options.version)) throw new Error(`not a release version: ${options.version}`);
  const files = [...options.files].sort((a, b) => a.path.localeCompare(b.path));
  for (const f of files) if (!isSafePath(f.path)) throw new Error(`unsafe path in the release: ${f.path}`);
  const manifest: ReleaseManifest = {
    format: PACKAGE_FORMAT,
    product: PRODUCT,
    version: options.version,
    created_at: (options.now ?? new Date()).toISOString(),
    files: files.map((f) => ({
      path: f.path,
      size: f.content.length,
      mode: f.mode & 0o777,
      sha256: sha256(f.content),
    })),
  };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
  const signature = sign(null, manifestBytes, createPrivateKey(options.privateKeyPem)).toString('base64');
  const chunks: Uint8Array[] = [];
  const mtime = Date.parse(manifest.created_at);
  const add = (path: string, content: Uint8Array, mode: number) => {
    chunks.push(tarHeader(path, 'file', content.length, mode, mtime), content, tarPadding(content.length));
  };
  add('manifest.json', manifestBytes, 0o644);
  add('manifest.sig', Buffer.from(signature), 0o644);
  for (const f of files) add(`app/${f.path}`, f.content, f.mode & 0o777);
  chunks.push(TAR_END);
  return gzipSync(Buffer.concat(chunks), { level: 6 });
}

export interface VerifiedPackage {
  manifest: ReleaseManifest;
  files: ReleaseFile[];
}

/**
 * Reads a package and checks it: the manifest's signature against the trusted keys, then every file
 * against the manifest. Throws PackageRefused.
 */
export function verifyReleasePackage(bytes: Uint8Array, keys: readonly KeyObject[]): VerifiedPackage {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes, { maxOutputLength: MAX_UNPACKED });
  } catch {
    throw new PackageRefused('not_a_package', 'the file is not a Wardlight update package (not gzip)');
  }
  const entries = new Map<string, Uint8Array>();
  const modes = new Map<string, number>();
  try {
    for (const entry of readTar(tar)) {
      if (entry.type !== 'file') continue;
      if (entries.has(entry.path)) throw new PackageRefused('contents', `${entry.path} appears twice`);
      entries.set(entry.path, entry.content);
      modes.set(entry.path, entry.mode);
    }
  } catch (error) {
    if (error instanceof PackageRefused) throw error;
    throw new PackageRefused('not_a_package', 'the file is not a Wardlight update package (not an archive)');
  }
  const manifestBytes = entries.get('manifest.json');
  const signatureText = entries.get('manifest.sig');
  if (!manifestBytes || !signatureText)
    throw new PackageRefused('not_a_package', 'the file is not a Wardlight update package (no manifest)');
  const signature = Buffer.from(Buffer.from(signatureText).toString('utf8').trim(), 'base64');
  const trusted = keys.some((key) => {
    try {
      return verify(null, manifestBytes, key, signature);
    } catch {
      return false;
    }
  });
  if (!trusted) throw new PackageRefused('signature', 'the package is not signed by a trusted key');
  let manifest: ReleaseManifest;
  try {
    manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as ReleaseManifest;
  } catch {
    throw new PackageRefused('contents', 'the manifest is not JSON');
  }
  if (manifest.format !== PACKAGE_FORMAT || manifest.product !== PRODUCT || !Array.isArray(manifest.files))
    throw new PackageRefused('contents', 'the manifest is not one of this product and format');
  if (typeof manifest.version !== 'string' || !isReleaseVersion(manifest.version))
    throw new PackageRefused('contents', 'the manifest has no valid version');
  const files: ReleaseFile[] = [];
  const listed = new Set<string>();
  for (const f of manifest.files) {
    if (!isSafePath(f.path) || listed.has(f.path)) throw new PackageRefused('contents', `bad path ${f.path}`);
    listed.add(f.path);
    const content = entries.get(`app/${f.path}`);
    if (!content || content.length !== f.size || sha256(content) !== f.sha256)
      throw new PackageRefused('contents', `${f.path} is missing or differs from the manifest`);
    files.push({ path: f.path, mode: f.mode & 0o777, content });
  }
  for (const path of entries.keys())
    if (path.startsWith('app/') && !listed.has(path.slice(4)))
      throw new PackageRefused('contents', `${path} is not in the manifest`);
  return { manifest, files };
}
