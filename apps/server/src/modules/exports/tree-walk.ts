import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

/** Deeper than any building; also ends a cycle in bad data. */
const MAX_DEPTH = 64;

/**
 * The next `limit` live nodes after `after` in depth-first order (siblings by sort order, as the tree
 * shows them), as one JSON text of rows [kind, name, number, section, serial, short text, long text,
 * the names above it joined by " / "] (call-walk.ts says why JSON). `last` is the cursor: the (sort
 * order, id) pairs from the top down to the batch's last node. Each batch walks the tree again in one
 * statement: a system's tree is thousands of nodes, not millions. A node whose parent is gone is a top.
 */
export async function treeBatch(
  db: DbOrTx,
  systemId: number,
  after: number[],
  limit: number,
): Promise<{ json: string; count: number; last: number[] | null }> {
  const cursor = `{${after.map(Number).join(',')}}`;
  const result = await db.execute(sql`
    with recursive walk as (
      select n.id, n.kind, n.name, n.number, n.section_id, n.serial, n.text_short, n.text_long,
             ''::text as path, array[n.sort_order, n.id] as ord, 1 as depth
        from system_tree_nodes n
       where n.system_id = ${systemId} and n.item_state <> 'deleted'
         and not exists (select 1 from system_tree_nodes p
                          where p.system_id = ${systemId} and p.id = n.parent_id and p.item_state <> 'deleted')
      union all
      select c.id, c.kind, c.name, c.number, c.section_id, c.serial, c.text_short, c.text_long,
             case when w.path = '' then w.name else w.path || ' / ' || w.name end,
             w.ord || array[c.sort_order, c.id], w.depth + 1
        from system_tree_nodes c join walk w on c.parent_id = w.id
       where c.system_id = ${systemId} and c.item_state <> 'deleted' and w.depth < ${MAX_DEPTH}
    ), page as (
      select w.*, s.name as section_name
        from walk w left join sections s on s.system_id = ${systemId} and s.id = w.section_id
       where w.ord > ${cursor}::int[]
       order by w.ord
       limit ${limit}
    )
    select (select json_agg(json_build_array(kind, name, number, section_name, serial, text_short, text_long, path)
                            order by ord) from page)::text as json,
           (select count(*) from page)::int as count,
           (select array_to_json(ord) from page order by ord desc limit 1)::text as last`);
  const row = rowsOf<{ json: string | null; count: number; last: string | null }>(result)[0];
  return {
    json: row?.json ?? '[]',
    count: Number(row?.count ?? 0),
    last: row?.last ? (JSON.parse(row.last) as number[]) : null,
  };
}

/** Live nodes of the system, counting no further than `limit` + 1. */
export async function countTreeNodes(db: DbOrTx, systemId: number, limit: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from system_tree_nodes where system_id = ${systemId} and item_state <> 'deleted' limit ${limit + 1}
    ) as live`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
