import type { Bus } from '../../events/topics';

interface Writes {
  update(...args: never): Promise<{ id: number }>;
  remove(...args: never): Promise<readonly number[]>;
}

/**
 * Wraps the users' or roles' CRUD service so that, once a change is committed, the sockets of the
 * users it may concern check their identity again (graphql/socket-sessions.ts, ADR 0020): after the
 * commit, so that every instance reads the new rows. The rules of those modules stay where they are.
 * `whom` maps the changed ids to the users concerned; null means every signed-in user (a role may be
 * held by anyone).
 */
export function noticeAccessChanges<T extends Writes>(
  crud: T,
  bus: Bus,
  whom: (ids: readonly number[]) => number[] | null,
): T {
  const tell = (ids: readonly number[]) =>
    ids.length ? bus.publish('accessChanged', { user_ids: whom(ids) }) : Promise.resolve();
  const update = crud.update as (...args: unknown[]) => Promise<{ id: number }>;
  const remove = crud.remove as (...args: unknown[]) => Promise<readonly number[]>;
  return {
    ...crud,
    async update(...args: unknown[]) {
      const row = await update.apply(crud, args);
      await tell([row.id]);
      return row;
    },
    async remove(...args: unknown[]) {
      const ids = await remove.apply(crud, args);
      await tell(ids);
      return ids;
    },
  };
}
