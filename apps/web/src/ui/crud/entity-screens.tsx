import type { EntityDefinition, ListData } from './define-entity';
import { EntityFormModal } from './EntityFormModal';
import { EntityList } from './EntityList';

/**
 * The screens of a declared entity, for its `admin.<x>` and `admin.<x>.edit` routes (SCREENS); with
 * `holderParam`, also its form as a holding form (`edit/:<holderParam>/…`), which stays open under the
 * forms it holds.
 */
export function entityScreens<TList extends ListData, TGet, TInput, V>(
  entity: EntityDefinition<TList, TGet, TInput, V>,
  options: { holderParam?: string } = {},
) {
  const holderParam = options.holderParam ?? 'id';
  return {
    List: function EntityListScreen() {
      return <EntityList entity={entity} />;
    },
    Form: function EntityFormScreen() {
      return <EntityFormModal entity={entity} />;
    },
    Holder: function EntityHolderScreen() {
      return <EntityFormModal entity={entity} idParam={holderParam} />;
    },
  };
}
