import { type FileHandle, open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** pino's level numbers and the names the page shows. */
export const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const LEVEL_OF: Record<string, number> = Object.fromEntries(
  Object.entries(LEVELS).map(([n, name]) => [name, Number(n)]),
);

export interface LogFile {
  name: string;
  size: number;
  modified_at: Date;
  /** The file written to now: the newest. */
  current: boolean;
}

export interface LogEntry {
  /** Byte offset of the line in its file: the entry's identity, and where a follow-up read starts. */
  offset: number;
  time: Date | null;
  level: string;
  msg: string;
  /** The line's other fields as JSON (error stacks, ids), or the line itself when it is not JSON. */
  detail: string | null;
}

export interface LogFilter {
  /** The least level shown (warn shows warn, error and fatal). */
  level?: string | null;
  /** Text the line must contain, without regard to case. */
  text?: string | null;
}

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.log$/;
const CHUNK = 64 * 1024;

/** The log files, newest first; none when the directory does not exist yet. */
export async function listLogFiles(dir: string | null): Promise<LogFile[]> {
  if (!dir) return [];
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => NAME_RE.test(n));
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const s = await stat(join(dir, name)).catch(() => null);
      return s?.isFile() ? { name, size: s.size, modified_at: s.mtime, current: false } : null;
    }),
  );
  const found = files.filter((f): f is LogFile => f !== null);
  found.sort((a, b) => b.modified_at.getTime() - a.modified_at.getTime() || b.name.localeCompare(a.name));
  if (found[0]) found[0].current = true;
  return found;
}

/** The path of a listed file; null for any other name (no path leaves the directory). */
export async function logFilePath(dir: string | null, name: string): Promise<string | null> {
  if (!dir || !NAME_RE.test(name)) return null;
  const files = await listLogFiles(dir);
  return files.some((f) => f.name === name) ? join(dir, name) : null;
}

export function parseLine(offset: number, line: string): LogEntry {
  try {
    const value = JSON.parse(line) as Record<string, unknown>;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { level, time, msg, pid: _pid, hostname: _host, ...rest } = value;
      const levelName = typeof level === 'number' ? (LEVELS[level] ?? String(level)) : String(level ?? 'info');
      return {
        offset,
        time: typeof time === 'number' || typeof time === 'string' ? new Date(time) : null,
        level: levelName,
        msg: typeof msg === 'string' ? msg : '',
        detail: Object.keys(rest).length ? JSON.stringify(rest) : null,
      };
    }
  } catch {
    // Not JSON: a line written by something else; shown as it is.
  }
  return { offset, time: null, level: 'info', msg: line, detail: null };
}

export function matches(entry: LogEntry, line: string, filter: LogFilter): boolean {
  const least = filter.level ? (LEVEL_OF[filter.level] ?? 0) : 0;
  if (least && (LEVEL_OF[entry.level] ?? 30) < least) return false;
  const text = filter.text?.trim().toLowerCase();
  return !text || line.toLowerCase().includes(text);
}

/**
 * The complete lines of a file from byte `from` on, read in chunks (each read yields to the event loop),
 * at most `maxBytes`; a last line without its newline is left for the next read.
 */
async function* linesOf(
  handle: FileHandle,
  from: number,
  maxBytes: number,
): AsyncGenerator<{ offset: number; line: string }> {
  let position = from;
  let rest = Buffer.alloc(0);
  let restOffset = from;
  const end = from + maxBytes;
  while (position < end) {
    const buffer = Buffer.alloc(Math.min(CHUNK, end - position));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    let data = Buffer.concat([rest, buffer.subarray(0, bytesRead)]);
    let start = 0;
    for (let nl = data.indexOf(10, start); nl !== -1; nl = data.indexOf(10, start)) {
      const line = data.subarray(start, nl).toString('utf8');
      if (line.trim()) yield { offset: restOffset + start, line };
      start = nl + 1;
    }
    restOffset += start;
    data = data.subarray(start);
    rest = data;
  }
}

export interface LogRead {
  entries: LogEntry[];
  /** Where the next read of new lines starts (after the last complete line read). */
  end_offset: number;
  /** More matched than `limit`: the oldest were left out. */
  truncated: boolean;
}

/**
 * The newest `limit` entries matching the filter (`after` null), or those written after byte `after`
 * (following the file live), oldest first. Reads at most `maxBytes` per call.
 */
export async function readLogFile(
  path: string,
  filter: LogFilter,
  options: { after: number | null; limit: number; maxBytes?: number },
): Promise<LogRead> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    // A file shorter than where the last read ended was started anew: read it from its beginning.
    const from = options.after !== null && options.after <= size ? options.after : 0;
    const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    const kept: LogEntry[] = [];
    let truncated = false;
    let endOffset = from;
    for await (const { offset, line } of linesOf(handle, from, maxBytes)) {
      endOffset = offset + Buffer.byteLength(line, 'utf8') + 1;
      const entry = parseLine(offset, line);
      if (!matches(entry, line, filter)) continue;
      kept.push(entry);
      if (kept.length > options.limit) {
        kept.shift();
        truncated = true;
      }
    }
    return { entries: kept, end_offset: endOffset, truncated };
  } finally {
    await handle.close();
  }
}
