import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { flightProfiles, systemTreeNodes } from '../../db/schema/index';
import { containsPattern } from '../console-entities/console-rows.repository';

export interface NodeHit {
  id: number;
  kind: string;
  name: string;
  serial: string | null;
  mac: string | null;
  parent_name: string | null;
}

const parent = alias(systemTreeNodes, 'parent');
const node = systemTreeNodes;

/** MACs are written with colons, dashes or nothing: compared as bare hex digits when the text is hex. */
const bareMac = sql`replace(replace(lower(${node.mac}), ':', ''), '-', '')`;

/** Tree nodes of one system by name, serial, MAC or text, with their parent's name: one statement. */
export function findNodes(db: DbOrTx, systemId: number, text: string, limit: number): Promise<NodeHit[]> {
  const pattern = containsPattern(text);
  const hex = text.toLowerCase().replace(/[:-]/g, '');
  const byMac = /^[0-9a-f]+$/.test(hex) ? sql`${bareMac} like ${containsPattern(hex)}` : undefined;
  return db
    .select({
      id: node.id,
      kind: node.kind,
      name: node.name,
      serial: node.serial,
      mac: node.mac,
      parent_name: parent.name,
    })
    .from(node)
    .leftJoin(parent, and(eq(parent.system_id, node.system_id), eq(parent.id, node.parent_id)))
    .where(
      and(
        eq(node.system_id, systemId),
        ne(node.item_state, 'deleted'),
        or(
          ilike(node.name, pattern),
          ilike(node.serial, pattern),
          ilike(node.mac, pattern),
          ilike(node.text_short, pattern),
          ilike(node.text_long, pattern),
          byMac,
        ),
      ),
    )
    .orderBy(asc(node.name), asc(node.id))
    .limit(limit);
}

/** Flight profiles of one system by name: one statement. */
export function findFlightProfiles(db: DbOrTx, systemId: number, text: string, limit: number) {
  return db
    .select({ id: flightProfiles.id, name: flightProfiles.name })
    .from(flightProfiles)
    .where(and(eq(flightProfiles.system_id, systemId), ilike(flightProfiles.name, containsPattern(text))))
    .orderBy(asc(flightProfiles.name), asc(flightProfiles.id))
    .limit(limit);
}
