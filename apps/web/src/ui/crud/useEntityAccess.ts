import { hasAllPermissions } from '@wardlight/domain';
import { useSession } from '../../app/session/session-context';
import type { EntityDefinition, ListData } from './define-entity';

/** The UI hides what the user may not do; the server refuses it anyway (DESIGN.md §3). */
export function useEntityAccess<TList extends ListData, TGet, TInput, V>(
  entity: EntityDefinition<TList, TGet, TInput, V>,
) {
  const { principal } = useSession().situation;
  return {
    principal,
    canRead: hasAllPermissions(principal, entity.permissions.read),
    canWrite: hasAllPermissions(principal, entity.permissions.write),
  };
}
