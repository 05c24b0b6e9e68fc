import { type ReactNode, useMemo } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import { type RenderOptions, renderScreen } from '../../../test/render';
import type { EntityDefinition, ListData } from '../define-entity';
import { EntityFormModal } from '../EntityFormModal';
import { EntityList } from '../EntityList';

export const LIST_PATH = '/things';

/**
 * Per-test limit of the kit's screen tests: Mantine tables, selects and checkboxes render slowly
 * in jsdom, and the suite shares the machine with the other workspaces' tests.
 */
export const CRUD_UI_TIMEOUT = 20_000;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** Stands in for the shell's modal stack: the form closes back to the list. */
function AsModal({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const modal = useMemo(() => ({ close: () => void navigate(LIST_PATH) }), [navigate]);
  return <ModalRouteContext.Provider value={modal}>{children}</ModalRouteContext.Provider>;
}

/**
 * A declared entity's list at /things with its form at /things/edit/:id? over it, as the shell
 * shows them (the list stays mounted under the modal), with every provider.
 */
export function renderCrud<TList extends ListData, TGet, TInput, V>(
  entity: EntityDefinition<TList, TGet, TInput, V>,
  options: Omit<RenderOptions, 'path'>,
) {
  return renderScreen(
    <>
      <Where />
      <EntityList entity={entity} />
      <Routes>
        <Route
          path="edit/:id?"
          element={
            <AsModal>
              <EntityFormModal entity={entity} />
            </AsModal>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { ...options, path: `${LIST_PATH}/*`, url: options.url ?? LIST_PATH },
  );
}
