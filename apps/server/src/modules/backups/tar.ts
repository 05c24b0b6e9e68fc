// The embedded database's dump is a ustar archive (PGlite's dumpDataDir). Reading it needs no library: a
// 512-byte header per entry (name, size, type), the content padded to 512 bytes, two zero blocks at the end.

export interface TarEntry {
  /** The path inside the archive, without a leading `./`. */
  path: string;
  type: 'file' | 'directory' | 'other';
  mode: number;
  content: Uint8Array;
}

const BLOCK = 512;

function text(block: Uint8Array, start: number, length: number): string {
  const slice = block.subarray(start, start + length);
  const end = slice.indexOf(0);
  return new TextDecoder().decode(end === -1 ? slice : slice.subarray(0, end));
}

function octal(block: Uint8Array, start: number, length: number): number {
  const digits = text(block, start, length).trim();
  return digits ? Number.parseInt(digits, 8) : 0;
}

/** Every entry of a ustar archive, in order; throws on a truncated or malformed archive. */
export function* readTar(archive: Uint8Array): Generator<TarEntry> {
  let at = 0;
  while (at + BLOCK <= archive.length) {
    const header = archive.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return;
    const name = text(header, 0, 100);
    const prefix = text(header, 345, 155);
    const size = octal(header, 124, 12);
    const mode = octal(header, 100, 8);
    const flag = String.fromCharCode(header[156] ?? 0);
    const start = at + BLOCK;
    if (start + size > archive.length) throw new Error(`the archive ends inside ${name}`);
    const full = (prefix ? `${prefix}/${name}` : name).replace(/^\.\//, '').replace(/\/+$/, '');
    const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other';
    yield { path: full, type, mode, content: archive.subarray(start, start + size) };
    at = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('the archive has no end marker');
}

function field(header: Uint8Array, start: number, length: number, value: string): void {
  header.set(new TextEncoder().encode(value).subarray(0, length), start);
}

function octalField(header: Uint8Array, start: number, length: number, value: number): void {
  field(header, start, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** The 512-byte ustar header of one entry (paths up to 255 bytes: name and prefix). */
export function tarHeader(
  path: string,
  type: 'file' | 'directory',
  size: number,
  mode: number,
  mtime: number,
): Uint8Array {
  const header = new Uint8Array(BLOCK);
  let name = path;
  let prefix = '';
  if (new TextEncoder().encode(name).length > 100) {
    const cut = path.lastIndexOf('/', 154);
    if (cut <= 0 || path.length - cut - 1 > 100) throw new Error(`path too long for the archive: ${path}`);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
  }
  field(header, 0, 100, name);
  octalField(header, 100, 8, mode & 0o7777);
  octalField(header, 108, 8, 0);
  octalField(header, 116, 8, 0);
  octalField(header, 124, 12, type === 'file' ? size : 0);
  octalField(header, 136, 12, Math.floor(mtime / 1000));
  field(header, 148, 8, '        ');
  header[156] = (type === 'file' ? '0' : '5').charCodeAt(0);
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  field(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** Zero bytes that pad `size` bytes of content to a whole block. */
export function tarPadding(size: number): Uint8Array {
  return new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The end of an archive: two zero blocks. */
export const TAR_END = new Uint8Array(BLOCK * 2);
