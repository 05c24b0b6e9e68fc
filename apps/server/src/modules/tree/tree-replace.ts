import {
  DEVICE_KINDS,
  HARDWARE_FIELDS,
  isFieldLocked,
  macDigits,
  nodeLocks,
  replacementRefusal,
} from '@wardlight/domain';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CrudActor } from '../../crud/crud';
import type { Db, DbOrTx } from '../../db/client';
import { systemTreeNodes as nodes } from '../../db/schema/index';
import { notFound } from '../../graphql/errors';
import type { TreeNodeRow } from './tree.repository';
import type { TreeWrites } from './tree-write';
import { loadTreeFacts } from './tree-write-facts';
import { refuse, requireFieldRights, requireNodeWrite } from './tree-write-rules';

/** Enough for a technician to recognise the spare in hand; a longer list asks for a sharper search. */
const CANDIDATE_LIMIT = 20;
const MIN_SEARCH = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Devices whose hardware could replace that of `id`: of the same kind, carrying a serial or MAC,
 * matching the search by name, serial or MAC (with or without separators). One statement, the parent's
 * name joined in so the technician sees where the spare sits.
 */
export async function replacementCandidates(db: DbOrTx, systemId: number, id: number, search: string) {
  const text = search.trim();
  const target = (
    await db
      .select({ kind: nodes.kind })
      .from(nodes)
      .where(and(eq(nodes.system_id, systemId), eq(nodes.id, id)))
  )[0];
  if (!target || text.length < MIN_SEARCH) return [];
  const pattern = `%${escapeLike(text)}%`;
  const digits = macDigits(text);
  const matches: SQL[] = [ilike(nodes.name, pattern), ilike(nodes.serial, pattern), ilike(nodes.mac, pattern)];
  if (digits) matches.push(sql`regexp_replace(lower(${nodes.mac}), '[^0-9a-f]', '', 'g') LIKE ${`%${digits}%`}`);
  const parent = alias(nodes, 'parent');
  const rows = await db
    .select({ node: nodes, parent_name: parent.name })
    .from(nodes)
    .leftJoin(parent, and(eq(parent.system_id, nodes.system_id), eq(parent.id, nodes.parent_id)))
    .where(
      and(
        eq(nodes.system_id, systemId),
        ne(nodes.item_state, 'deleted'),
        ne(nodes.id, id),
        eq(nodes.kind, target.kind),
        inArray(nodes.kind, [...DEVICE_KINDS]),
        sql`(coalesce(${nodes.serial}, '') <> '' OR coalesce(${nodes.mac}, '') <> '')`,
        or(...matches),
      ),
    )
    .orderBy(asc(nodes.name), asc(nodes.id))
    .limit(CANDIDATE_LIMIT);
  return rows;
}

/**
 * Hardware replacement (spec part 1 §2): the serial and MAC of `sourceId` (a spare or new device) move
 * onto the configured device `id`, which keeps its texts, section, call source and links. The source
 * gives them up first, as the configurator refuses a serial twice; both writes go through the tree's
 * rules and are staged and audited like any edit. If the second write is refused, the first is undone.
 */
export function createTreeReplace(deps: { db: Db; writes: Pick<TreeWrites, 'update'> }) {
  return {
    candidates: (systemId: number, id: number, search: string) => replacementCandidates(deps.db, systemId, id, search),

    async replace(actor: CrudActor, systemId: number, id: number, sourceId: number): Promise<TreeNodeRow> {
      const facts = await loadTreeFacts(deps.db, systemId);
      const target = facts.byId.get(id);
      if (!target) throw notFound('system_tree_node', id);
      const source = facts.byId.get(sourceId);
      if (!source) throw notFound('system_tree_node', sourceId);
      const reason = replacementRefusal(target, source);
      refuse(reason ? [{ field: 'source_id', key: 'invalid_value', data: { reason } }] : []);
      for (const node of [target, source]) requireNodeWrite(actor.principal, node.kind, 'update', node.is_tech);
      requireFieldRights(actor.principal, HARDWARE_FIELDS);
      refuse(
        [target, source].flatMap((node) => {
          const lock = HARDWARE_FIELDS.map((f) => isFieldLocked(nodeLocks(facts.lockFacts(node)), f)).find(Boolean);
          return lock ? [{ field: 'id', key: 'invalid_value' as const, data: { reason: lock, id: node.id } }] : [];
        }),
      );
      const hardware = { serial: source.serial, mac: source.mac };
      await deps.writes.update(actor, systemId, sourceId, { serial: null, mac: null });
      try {
        return await deps.writes.update(actor, systemId, id, hardware);
      } catch (error) {
        await deps.writes.update(actor, systemId, sourceId, hardware);
        throw error;
      }
    },
  };
}
