import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { pageOf } from '../../crud/crud';
import { type ListSort, listOrder, sortableColumns } from '../../crud/list-order';
import type { DbOrTx } from '../../db/client';
import { displayDevices, users } from '../../db/schema/index';

export type DisplayDeviceRow = typeof displayDevices.$inferSelect;
export type DisplayDeviceStatus = 'pending' | 'approved' | 'revoked';
export type DisplayDeviceView = DisplayDeviceRow & { decided_by_name: string | null };

export interface DisplayDeviceQuery {
  search?: string | null;
  status?: string | null;
  page?: { limit?: number | null; offset?: number | null } | null;
  sort?: ListSort | null;
}

const SORTABLE = sortableColumns(displayDevices, ['name', 'status', 'requested_at', 'last_seen_at']);

export async function findDeviceByTokenHash(db: DbOrTx, tokenHash: string): Promise<DisplayDeviceRow | null> {
  const [row] = await db.select().from(displayDevices).where(eq(displayDevices.token_hash, tokenHash)).limit(1);
  return row ?? null;
}

export async function countPending(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(displayDevices).where(eq(displayDevices.status, 'pending'));
  return row?.n ?? 0;
}

export async function insertDevice(
  db: DbOrTx,
  values: Pick<DisplayDeviceRow, 'token_hash' | 'name' | 'last_address' | 'user_agent'>,
): Promise<DisplayDeviceRow> {
  const [row] = await db
    .insert(displayDevices)
    .values({ ...values, last_seen_at: new Date() })
    .returning();
  if (!row) throw new Error('display device insert returned nothing');
  return row;
}

export async function touchDevice(db: DbOrTx, id: number, address: string, userAgent: string | null): Promise<void> {
  await db
    .update(displayDevices)
    .set({ last_seen_at: new Date(), last_address: address, user_agent: userAgent })
    .where(eq(displayDevices.id, id));
}

export async function devicesByIds(db: DbOrTx, ids: readonly number[]): Promise<DisplayDeviceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(displayDevices)
    .where(inArray(displayDevices.id, [...ids]));
}

export async function setStatus(
  db: DbOrTx,
  ids: readonly number[],
  status: DisplayDeviceStatus,
  decidedBy: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(displayDevices)
    .set({ status, decided_at: new Date(), decided_by: decidedBy })
    .where(inArray(displayDevices.id, [...ids]));
}

export async function deleteDevices(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(displayDevices)
    .where(inArray(displayDevices.id, [...ids]))
    .returning({ id: displayDevices.id });
  return rows.map((r) => r.id);
}

const viewColumns = { device: displayDevices, decided_by_name: users.name };

/** The rows of `ids` with the deciding administrator's name, in the order of `ids`. */
export async function deviceViews(db: DbOrTx, ids: readonly number[]): Promise<DisplayDeviceView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(viewColumns)
    .from(displayDevices)
    .leftJoin(users, eq(users.id, displayDevices.decided_by))
    .where(inArray(displayDevices.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.device.id, { ...r.device, decided_by_name: r.decided_by_name }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listDevices(
  db: DbOrTx,
  q: DisplayDeviceQuery,
): Promise<{ items: DisplayDeviceView[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(displayDevices.status, q.status));
  const search = q.search?.trim();
  if (search) {
    const like = `%${search}%`;
    const match = or(ilike(displayDevices.name, like), ilike(displayDevices.last_address, like));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageOf(q.page);
  const [rows, [total]] = await Promise.all([
    db
      .select(viewColumns)
      .from(displayDevices)
      .leftJoin(users, eq(users.id, displayDevices.decided_by))
      .where(where)
      .orderBy(...listOrder(q.sort, SORTABLE, displayDevices.requested_at, displayDevices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(displayDevices).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r.device, decided_by_name: r.decided_by_name })),
    total: total?.n ?? 0,
  };
}
