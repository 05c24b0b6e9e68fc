import { uncoveredSections, wallClockInZone } from '@wardlight/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { callTypes, sections } from '../../db/schema/index';
import type { Logger } from '../../logger';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import { hasPairedPhones } from './escalation/escalation.repository';
import { loadRouting } from './escalation/routing-config';

export interface CoverageSection {
  section_id: number;
  section_name: string;
  /** all: no nursing call of the section would ring a phone now; some: only some call types. */
  uncovered: 'all' | 'some';
  call_types: string[];
}

/**
 * The coverage check (issue 13, ADR 0031): which sections have no phone that would ring for their calls
 * right now — schedules, connections, groups, display groups and who is signed in all considered. Not
 * `active` while the system has no paired phone: then no section is meant to be covered by phones.
 */
export async function coverageOf(db: DbOrTx, systemId: number, now = new Date()) {
  if (!(await hasPairedPhones(db, systemId))) return { active: false, sections: [] as CoverageSection[] };
  const [routing, sectionRows, types] = await Promise.all([
    loadRouting(db, systemId, now),
    db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(eq(sections.system_id, systemId))
      .orderBy(asc(sections.name)),
    db
      .select({
        id: callTypes.id,
        text: callTypes.text,
        name: callTypes.name,
        flag: callTypes.flag,
        urgency: callTypes.urgency,
      })
      .from(callTypes)
      .where(eq(callTypes.system_id, systemId)),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.text || t.name]));
  const sectionName = new Map(sectionRows.map((s) => [s.id, s.name]));
  const found = uncoveredSections(
    sectionRows.map((s) => s.id),
    types,
    routing.config,
    wallClockInZone(now, routing.timeZone),
  );
  return {
    active: true,
    sections: found.map(
      (u): CoverageSection => ({
        section_id: u.section_id,
        section_name: sectionName.get(u.section_id) ?? `#${u.section_id}`,
        uncovered: u.uncovered,
        call_types: u.call_type_ids.map((id) => typeName.get(id) ?? `#${id}`),
      }),
    ),
  };
}

/** How often the watch looks: a shift change or a phone going quiet is noticed within this. */
const WATCH_MS = 30_000;

/**
 * Tells signed-in technicians when a section becomes uncovered (no nursing call of it would ring a
 * phone) and when it is covered again, as the technicians-only system message `app.coverage`. Only the
 * instance holding a system's configurator link speaks for it, so a message comes once, not once per
 * instance; the first look after a start only learns the state.
 */
export function createCoverageWatch(deps: {
  db: Db;
  messages: Pick<SystemMessagesService, 'publish'>;
  /** The systems whose configurator link this instance holds: it speaks for those only. */
  held: () => readonly number[];
  /** Whether a system uses phones at all (the engine knows): without, nothing is looked at. */
  usesPhones: (systemId: number) => boolean;
  log: Logger;
  intervalMs?: number;
}) {
  const known = new Map<number, Set<number>>();
  let timer: NodeJS.Timeout | null = null;

  async function look(systemId: number) {
    const coverage = await coverageOf(deps.db, systemId);
    const now = new Map(coverage.sections.filter((s) => s.uncovered === 'all').map((s) => [s.section_id, s]));
    const before = known.get(systemId);
    known.set(systemId, new Set(now.keys()));
    if (!before) return;
    const lost = [...now.values()].filter((s) => !before.has(s.section_id)).map((s) => s.section_name);
    const back = [...before].filter((id) => !now.has(id));
    if (!lost.length && !back.length) return;
    await deps.messages.publish({
      subject: 'app.coverage',
      payload: { system_id: systemId, uncovered: lost, covered_again: back.length },
      system_id: systemId,
      technicians_only: true,
    });
  }

  async function round() {
    const held = new Set(deps.held());
    for (const id of known.keys()) if (!held.has(id)) known.delete(id);
    for (const id of held) if (deps.usesPhones(id)) await look(id);
  }

  return {
    start() {
      const run = () => void round().catch((error: unknown) => deps.log.warn({ err: error }, 'coverage check failed'));
      run();
      timer = setInterval(run, deps.intervalMs ?? WATCH_MS);
      timer.unref();
    },
    /** One look now (tests; and after a change that may matter, e.g. a phone signing out). */
    round,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
