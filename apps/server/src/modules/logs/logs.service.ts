import { readFile, stat } from 'node:fs/promises';
import { ValidationFailed } from '../../graphql/errors';
import { type LogFilter, listLogFiles, logFilePath, readLogFile } from './log-files';

/** Entries one read answers at most; the page asks for fewer. */
const MAX_LIMIT = 2000;
/** A download travels in one GraphQL answer; files roll at 5 MB, so this leaves room. */
const MAX_DOWNLOAD_BYTES = 8 * 1024 * 1024;
/** A follow-up read (live) reads at most this much of what was written since. */
const MAX_FOLLOW_BYTES = 2 * 1024 * 1024;

/**
 * The server's own log files in DATA_DIR/logs (issue 16 item 7, ADR 0041): listed, read with a level
 * and text filter, followed from where the last read ended, downloaded. The files are read from disk
 * in chunks; nothing here touches the database or the call path.
 */
export function createLogsService(deps: { dir: string | null }) {
  const pathOf = async (name: string) => {
    const path = await logFilePath(deps.dir, name);
    if (!path) throw new ValidationFailed([{ field: 'file', key: 'invalid_value' }]);
    return path;
  };
  return {
    files: () => listLogFiles(deps.dir),

    /** `file` null: the current file. */
    async entries(file: string | null, filter: LogFilter, after: number | null, limit: number) {
      const name = file ?? (await listLogFiles(deps.dir))[0]?.name;
      if (!name) return { file: null, entries: [], end_offset: 0, truncated: false };
      const read = await readLogFile(await pathOf(name), filter, {
        after,
        limit: Math.max(1, Math.min(limit, MAX_LIMIT)),
        ...(after !== null ? { maxBytes: MAX_FOLLOW_BYTES } : {}),
      });
      return { file: name, ...read };
    },

    async download(name: string) {
      const path = await pathOf(name);
      const size = (await stat(path)).size;
      if (size > MAX_DOWNLOAD_BYTES) throw new ValidationFailed([{ field: 'file', key: 'max_value' }]);
      return { name, content: await readFile(path, 'utf8') };
    },
  };
}

export type LogsService = ReturnType<typeof createLogsService>;
