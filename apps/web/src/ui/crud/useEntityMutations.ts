import { useMutation } from '@apollo/client/react';
import type { EntityDefinition, ListData } from './define-entity';

/**
 * Create, update and delete with the list caches kept right (spec part 1 §4, "Form save").
 *
 * An update needs nothing extra: the reply carries the record's `__typename` and `id`, so the
 * normalised cache merges it into every list and form already showing it. Creates and deletes
 * change which records a page holds, the total and the paging, and only the server knows the
 * order and the search match, so they refetch the entity's active list queries instead of
 * guessing with `cache.modify`. Deleted records are also evicted, so no form can show them
 * from the cache.
 */
export function useEntityMutations<TList extends ListData, TGet, TInput, V>(
  entity: EntityDefinition<TList, TGet, TInput, V>,
) {
  const refetchQueries = [entity.documents.list];
  const [create, created] = useMutation(entity.documents.create, { refetchQueries });
  const [update, updated] = useMutation(entity.documents.update);
  const [remove, removed] = useMutation(entity.documents.delete, { refetchQueries });

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    async save(id: number | null, data: TInput): Promise<void> {
      if (id === null) await create({ variables: { data } });
      else await update({ variables: { id, data } });
    },
    /** `records` are list rows as the cache holds them (with their `__typename`). */
    async remove(records: readonly { id: number }[]): Promise<void> {
      await remove({
        variables: { ids: records.map((r) => r.id) },
        update(cache) {
          for (const record of records) {
            const ref = cache.identify(record as { id: number; __typename?: string });
            if (ref) cache.evict({ id: ref });
          }
          cache.gc();
        },
      });
    },
  };
}
