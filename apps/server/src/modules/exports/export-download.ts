import { canUseSystem, hasPermission, isSignedIn, type Principal } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systems } from '../../db/schema/index';
import { sourcesOf } from '../call-log/call-scope';
import { type ExportFormat, type ExportKind, PERMISSION_OF_KIND } from './export-limits';
import { type ExportJobRow, exportsRepository as repo } from './exports.repository';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** What the caller could see when they asked; the download needs them to still see it (issue 12.5). */
export interface ExportScope {
  sources: number[] | null;
  see_defects: boolean;
  see_repeater_defects: boolean;
}

export type DownloadAnswer =
  | { status: 401 | 403 | 404 | 409 }
  | {
      status: 200;
      fileName: string;
      contentType: string;
      size: number;
      /** The file's pieces in order, read one at a time. */
      chunks: () => AsyncGenerator<Buffer>;
    };

/**
 * Whether the caller still sees every row the file holds: no call source restriction now, or one that
 * covers the sources of then; the defect permissions of then.
 */
async function stillSees(db: Db, principal: Principal, job: ExportJobRow): Promise<boolean> {
  const then = (job.request as { scope?: ExportScope | null }).scope;
  if (!then) return true;
  if (then.see_defects && !hasPermission(principal, 'calllog::see_defects')) return false;
  if (then.see_repeater_defects && !hasPermission(principal, 'calllog::see_repeater_defects')) return false;
  const now = await sourcesOf(db, principal, job.system_id);
  if (now === null) return true;
  return then.sources?.every((id) => now.includes(id)) ?? false;
}

/**
 * The file of a finished export, for the one who asked for it, while they may still see it: signed
 * in, the kind's permission, access to the job's system and — for calls — the rows. Another user's job
 * is "not found", as is one that does not exist.
 */
export async function downloadOf(db: Db, principal: Principal, id: number): Promise<DownloadAnswer> {
  if (!isSignedIn(principal)) return { status: 401 };
  const job = await repo.byId(db, id);
  if (!job || job.user_id !== principal.id) return { status: 404 };
  const [system] = await db.select({ id: systems.id }).from(systems).where(eq(systems.id, job.system_id));
  const allowed =
    system !== undefined &&
    canUseSystem(principal, job.system_id) &&
    hasPermission(principal, PERMISSION_OF_KIND[job.kind as ExportKind]) &&
    (await stillSees(db, principal, job));
  if (!allowed) return { status: 403 };
  if (job.state !== 'Complete') return { status: 409 };
  return {
    status: 200,
    fileName: job.file_name ?? `export-${job.id}.${job.format}`,
    contentType: CONTENT_TYPES[job.format as ExportFormat] ?? 'application/octet-stream',
    size: job.file_size ?? 0,
    async *chunks() {
      for (let n = 0; ; n++) {
        const piece = await repo.chunk(db, id, n);
        if (!piece) return;
        yield piece;
      }
    },
  };
}
