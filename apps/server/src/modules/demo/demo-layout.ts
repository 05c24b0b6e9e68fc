import { DEMO_POLLED_NODE_IDS, DEMO_STAFF, type DemoDevice, type DemoLayout, demoClientName } from '@wardlight/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appClients, systems, systemTreeNodes } from '../../db/schema/index';

type TreeRow = Pick<typeof systemTreeNodes.$inferSelect, 'id' | 'kind' | 'name' | 'parent_id' | 'section_id'>;

/**
 * The devices the demo page shows (the polled nodes 23, 24 and 10, spec part 2 §4), grouped by the floor
 * above them in the system tree, with the room, its resident and the resident's medallion.
 */
export async function demoLayout(db: Db, systemId: number): Promise<DemoLayout> {
  const rows: TreeRow[] = await db
    .select({
      id: systemTreeNodes.id,
      kind: systemTreeNodes.kind,
      name: systemTreeNodes.name,
      parent_id: systemTreeNodes.parent_id,
      section_id: systemTreeNodes.section_id,
    })
    .from(systemTreeNodes)
    .where(eq(systemTreeNodes.system_id, systemId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ancestor = (row: TreeRow, kind: string): TreeRow | null => {
    let current = row.parent_id === null ? undefined : byId.get(row.parent_id);
    for (let depth = 0; current && depth < 10; depth += 1) {
      if (current.kind === kind) return current;
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
    return null;
  };
  const floors = new Map<string, DemoDevice[]>();
  for (const id of DEMO_POLLED_NODE_IDS) {
    const row = byId.get(id);
    if (!row) continue;
    const room = ancestor(row, 'room');
    const inRoom = (r: TreeRow) => room !== null && ancestor(r, 'room')?.id === room.id;
    const resident = rows.find((r) => r.kind === 'person' && inRoom(r)) ?? null;
    const medallion = rows.find((r) => r.kind === 'radio' && inRoom(r)) ?? null;
    const floor = ancestor(row, 'floor')?.name ?? '';
    const device: DemoDevice = {
      id: row.id,
      name: row.name,
      section_id: row.section_id,
      room: room?.name ?? null,
      resident: resident?.name ?? null,
      medallion: medallion ? { id: medallion.id, name: medallion.name, section_id: medallion.section_id } : null,
    };
    floors.set(floor, [...(floors.get(floor) ?? []), device]);
  }
  const clients = await db
    .select({ id: appClients.id })
    .from(appClients)
    .where(
      and(
        eq(appClients.system_id, systemId),
        inArray(
          appClients.name,
          DEMO_STAFF.map((s) => demoClientName(s.n)),
        ),
      ),
    );
  const [system] = await db
    .select({ ip: systems.ip, port: systems.tcp_port })
    .from(systems)
    .where(eq(systems.id, systemId));
  return {
    floors: [...floors].map(([name, devices]) => ({ name, devices })),
    phones: clients.length === DEMO_STAFF.length,
    simulator: system?.ip ? `${system.ip}:${system.port}` : null,
  };
}
