import { tmpdir } from 'node:os';
import { hasPermission, isSignedIn, type Principal } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systems } from '../../db/schema/index';
import type { Bus } from '../../events/topics';
import { missingPermission, notFound, ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { type CallLogFilterInput, parseFilter } from '../call-log/call-log.filter';
import { checkSortWindow, parseSort } from '../call-log/call-log.query';
import type { CallLogService } from '../call-log/call-log.service';
import { type CallQuery, countInStretches } from '../call-log/call-scan';
import { sourcesOf } from '../call-log/call-scope';
import { timeZoneOfSystem } from '../calls/calls.repository';
import { downloadOf, type ExportScope } from './export-download';
import { describeCallFilter } from './export-filter-words';
import {
  EXPORT_KINDS,
  type ExportKind,
  isExportFormat,
  isExportKind,
  LIST_LIMIT,
  oneMonthAfter,
  PERMISSION_OF_KIND,
  ROW_LIMITS,
} from './export-limits';
import { createExportRunner, exportTempDir } from './export-runner';
import { callsSource, type ExportSource, treeSource } from './export-sources';
import { fill, textsOf } from './export-texts';
import { type ExportJobRow, exportsRepository as repo } from './exports.repository';
import { countTreeNodes } from './tree-walk';
import { dateTimeText, isoDate, zonedClock } from './writers/zoned-time';

export interface ExportInput {
  kind: string;
  format: string;
  filter?: CallLogFilterInput | null;
  sort?: { field: string; descending?: boolean | null } | null;
}

/** Who asks, as the GraphQL context knows them. */
export interface ExportCaller {
  principal: Principal;
  systemId: number | null;
  locale: string;
}

/** A job as the API shows it. */
export function viewOfJob(row: ExportJobRow) {
  const total = row.rows_total ?? 0;
  return {
    ...row,
    progress: row.state === 'Complete' ? 1 : total > 0 ? Math.min(1, row.rows_done / total) : 0,
    download_url: row.state === 'Complete' ? `/backend/exports/${row.id}/file` : null,
  };
}
export type ExportJobView = ReturnType<typeof viewOfJob>;

const kindsOf = (principal: Principal): ExportKind[] =>
  EXPORT_KINDS.filter((kind) => hasPermission(principal, PERMISSION_OF_KIND[kind]));

/** Exports of the call log and the system tree (spec part 2 §2, §4, §5, §9; issue 12.5). */
export function createExportsService(deps: {
  db: Db;
  bus: Bus;
  log: Logger;
  callLog: Pick<CallLogService, 'conditionOf'>;
  dataDir?: string | undefined;
}) {
  const { db, bus } = deps;
  const runner = createExportRunner({ db, bus, log: deps.log, tempDir: exportTempDir(deps.dataDir, tmpdir()) });

  async function list(principal: Principal, systemId: number | null) {
    if (systemId === null || !isSignedIn(principal)) return [];
    return (await repo.list(db, principal.id, systemId, kindsOf(principal), LIST_LIMIT)).map(viewOfJob);
  }

  async function ownJob(principal: Principal, systemId: number | null, id: number): Promise<ExportJobRow> {
    const row = systemId === null ? null : await repo.own(db, id, principal.id, systemId);
    if (!row || !kindsOf(principal).includes(row.kind as ExportKind)) throw notFound('export', id);
    return row;
  }

  /** The rows to export and how they are described, after the row limit is checked. */
  async function plan(caller: ExportCaller & { systemId: number }, kind: ExportKind, input: ExportInput, now: Date) {
    const { principal, systemId } = caller;
    const limit = ROW_LIMITS[input.format as keyof typeof ROW_LIMITS];
    const timeZone = await timeZoneOfSystem(db, systemId);
    const texts = textsOf(caller.locale);
    const tooMany = () => new ValidationFailed([{ field: 'rows', key: 'max_count', data: { max: limit } }]);
    if (kind === 'system_tree') {
      const count = await countTreeNodes(db, systemId, limit);
      if (count > limit) throw tooMany();
      return { count, limit, texts, timeZone, source: treeSource(db, systemId, texts), lines: [], scope: null };
    }
    const sort = parseSort(input.sort);
    // Calls opened after the request do not join the file: it is the log as it was when asked for.
    const asked = await deps.callLog.conditionOf(principal, systemId, input.filter);
    const notAfterNow = new Date(now.getTime() + 1);
    const query: CallQuery = { ...asked, to: asked.to && asked.to < notAfterNow ? asked.to : notAfterNow };
    await checkSortWindow(db, query, sort);
    const { counted: count } = await countInStretches(db, query, limit);
    if (count > limit) throw tooMany();
    const filter = parseFilter(input.filter, now, timeZone);
    const lines = await describeCallFilter(db, systemId, input.filter, filter, sort, texts, zonedClock(timeZone), now);
    const scope: ExportScope = {
      sources: await sourcesOf(db, principal, systemId),
      see_defects: hasPermission(principal, 'calllog::see_defects'),
      see_repeater_defects: hasPermission(principal, 'calllog::see_repeater_defects'),
    };
    const source: ExportSource = callsSource(db, query, sort, texts);
    return { count, limit, texts, timeZone, source, lines, scope };
  }

  return {
    list,

    /** Checks the request and the row limit, stores the job New and starts it; answers at once. */
    async create(caller: ExportCaller, input: ExportInput): Promise<ExportJobView> {
      const { principal, systemId } = caller;
      if (systemId === null) throw missingPermission('system');
      const issues = [
        ...(isExportKind(input.kind) ? [] : [{ field: 'kind', key: 'invalid_value' as const }]),
        ...(isExportFormat(input.format) ? [] : [{ field: 'format', key: 'invalid_value' as const }]),
      ];
      if (issues.length) throw new ValidationFailed(issues);
      const kind = input.kind as ExportKind;
      if (!hasPermission(principal, PERMISSION_OF_KIND[kind])) throw missingPermission();
      const now = new Date();
      const p = await plan({ ...caller, systemId }, kind, input, now);
      const wall = zonedClock(p.timeZone)(now.getTime());
      const [system] = await db.select({ name: systems.name }).from(systems).where(eq(systems.id, systemId));
      const job = await repo.insert(db, {
        system_id: systemId,
        user_id: principal.id,
        kind,
        format: input.format,
        locale: caller.locale,
        request: { filter: input.filter ?? null, sort: input.sort ?? null, scope: p.scope, filter_lines: p.lines },
        rows_total: p.count,
        file_name: `${p.texts.fileStem[kind]}-${isoDate(wall)}.${input.format}`,
        created_at: now,
        expires_at: oneMonthAfter(now),
      });
      runner.start({
        job,
        source: p.source,
        limit: p.limit,
        setup: {
          timeZone: p.timeZone,
          title: p.texts.title[kind],
          systemName: system?.name ?? '',
          created: fill(p.texts.created, { at: dateTimeText(wall) }),
          filterLines: p.lines,
          pageTemplate: p.texts.page,
        },
      });
      runner.announce(job);
      return viewOfJob(job);
    },

    /** New or Running → Canceled; the job stops at its next batch, wherever it runs. */
    async cancel(principal: Principal, systemId: number | null, id: number): Promise<ExportJobView> {
      const row = await ownJob(principal, systemId, id);
      if (await repo.end(db, id, 'Canceled')) {
        runner.halt(id);
        runner.announce(row);
      }
      return viewOfJob((await repo.byId(db, id)) ?? row);
    },

    /** Deletes the job and its file; a running one stops at its next batch. */
    async remove(principal: Principal, systemId: number | null, id: number): Promise<boolean> {
      const row = await ownJob(principal, systemId, id);
      await repo.remove(db, id);
      runner.halt(id);
      runner.announce(row);
      return true;
    },

    /**
     * The caller's list at once and again after each change of one of their jobs on this system. Reads
     * that would pile up while one runs fold into one (progress comes every 250 ms).
     */
    watch(principal: Principal, systemId: number | null, push: (jobs: ExportJobView[]) => void): () => void {
      let stopped = false;
      let reading = false;
      let again = false;
      const send = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const jobs = await list(principal, systemId);
            if (!stopped) push(jobs);
          } while (again && !stopped);
        } catch (error) {
          deps.log.warn({ err: error }, 'export list not read for a subscriber');
        } finally {
          reading = false;
        }
      };
      void send();
      const off = bus.on('exportChanged', (m) => {
        if (m.user_id === principal.id && m.system_id === systemId) void send();
      });
      return () => {
        stopped = true;
        off();
      };
    },

    download: (principal: Principal, id: number) => downloadOf(db, principal, id),

    runner,
    close: () => runner.close(),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
