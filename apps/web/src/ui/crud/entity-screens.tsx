import type { EntityDefinition, ListData } from './define-entity';
import { EntityFormModal } from './EntityFormModal';
import { EntityList } from './EntityList';

/** The two screens of a declared entity, for its `admin.<x>` and `admin.<x>.edit` routes (SCREENS). */
export function entityScreens<TList extends ListData, TGet, TInput, V>(
  entity: EntityDefinition<TList, TGet, TInput, V>,
) {
  return {
    List: function EntityListScreen() {
      return <EntityList entity={entity} />;
    },
    Form: function EntityFormScreen() {
      return <EntityFormModal entity={entity} />;
    },
  };
}
