import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import {
  CheckpointMapListDocument,
  CheckpointMapSortDocument,
  CheckpointMapSortListDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CheckpointMapSortModal } from './CheckpointMapSortModal';

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };
const MAPS = ['EG', 'OG 1', 'OG 2'].map((name, index) => ({
  __typename: 'CheckpointMap',
  id: index + 1,
  name,
  sort_order: index + 1,
}));

/** The modal as the shell's stack shows it at /admin/checkpointmaps/sort: closing goes back to the list. */
function AsModal({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const modal = useMemo(() => ({ close: () => void navigate('/admin/checkpointmaps') }), [navigate]);
  return <ModalRouteContext.Provider value={modal}>{children}</ModalRouteContext.Provider>;
}

function openSort() {
  const sorted: number[][] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: CheckpointMapSortListDocument },
      ...ALWAYS,
      result: { data: { checkpointMaps: { __typename: 'CheckpointMapList', items: MAPS } } },
    },
    {
      request: { query: CheckpointMapSortDocument, variables: () => true },
      ...ALWAYS,
      result: ({ ids }: { ids: number[] }) => {
        sorted.push(ids);
        const items = ids.map((id, index) => ({ __typename: 'CheckpointMap', id, sort_order: index + 1 }));
        return { data: { sortCheckpointMaps: items } };
      },
    },
    {
      request: { query: CheckpointMapListDocument, variables: () => true },
      ...ALWAYS,
      result: { data: { checkpointMaps: { __typename: 'CheckpointMapList', items: [], total: 0 } } },
    },
  ];
  const view = renderScreen(
    <AsModal>
      <CheckpointMapSortModal />
    </AsModal>,
    { path: '/admin/checkpointmaps/sort', mocks, appData: { user: { id: 1 } } },
  );
  return { ...view, sorted };
}

const order = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('checkpoint map sort', { timeout: 45_000 }, () => {
  it('moves maps and saves the order with sortCheckpointMaps', async () => {
    const user = userEvent.setup();
    const { sorted, router } = openSort();
    await screen.findByText('1. EG', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move OG 2 up' }));
    expect(order()).toEqual(['1. EG', '2. OG 2', '3. OG 1']);
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await screen.findByText('Order saved', {}, { timeout: 5000 });
    expect(sorted).toEqual([[1, 3, 2]]);
    expect(router.state.location.pathname).toBe('/admin/checkpointmaps');
  });
});
