import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import { CallTypeListDocument, CallTypeSortDocument, CallTypeSortListDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CallTypeSortModal } from './CallTypeSortModal';

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };
const TYPES = ['Ruf', 'Notruf', 'Bad'].map((name, index) => ({
  __typename: 'CallType',
  id: index + 1,
  name,
  sort_order: index + 1,
  item_state: 'in_sync',
}));

/** The modal as the shell's stack shows it at /admin/calltypes/sort: closing goes back to the list. */
function AsModal({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const modal = useMemo(() => ({ close: () => void navigate('/admin/calltypes') }), [navigate]);
  return <ModalRouteContext.Provider value={modal}>{children}</ModalRouteContext.Provider>;
}

function openSort() {
  const sorted: number[][] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: CallTypeSortListDocument },
      ...ALWAYS,
      result: { data: { callTypes: { __typename: 'CallTypeList', items: TYPES } } },
    },
    {
      request: { query: CallTypeSortDocument, variables: () => true },
      ...ALWAYS,
      result: ({ ids }: { ids: number[] }) => {
        sorted.push(ids);
        return {
          data: {
            sortCallTypes: ids.map((id, index) => ({
              __typename: 'CallType',
              id,
              sort_order: index + 1,
              item_state: 'sent',
            })),
          },
        };
      },
    },
    {
      request: { query: CallTypeListDocument, variables: () => true },
      ...ALWAYS,
      result: { data: { callTypes: { __typename: 'CallTypeList', items: [], total: 0 } } },
    },
  ];
  const view = renderScreen(
    <AsModal>
      <CallTypeSortModal />
    </AsModal>,
    { path: '/admin/calltypes/sort', mocks, appData: { user: { id: 1 } } },
  );
  return { ...view, sorted };
}

const order = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('call type sort', () => {
  it('moves call types up and down and saves the order with sortCallTypes', async () => {
    const user = userEvent.setup();
    const { sorted, router } = openSort();
    await screen.findByText('1. Ruf');
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Bad up' }));
    await user.click(screen.getByRole('button', { name: 'Move Ruf down' }));
    expect(order()).toEqual(['1. Bad', '2. Ruf', '3. Notruf']);
    // The ends cannot move further.
    expect(screen.getByRole('button', { name: 'Move Bad up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Notruf down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await screen.findByText('Order saved');
    expect(sorted).toEqual([[3, 1, 2]]);
    expect(router.state.location.pathname).toBe('/admin/calltypes');
  });

  it('moves a row by dragging it onto another', async () => {
    const { sorted } = openSort();
    await screen.findByText('1. Ruf');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    fireEvent.dragStart(items[1] as HTMLElement);
    fireEvent.drop(items[0] as HTMLElement);
    expect(order()).toEqual(['1. Notruf', '2. Ruf', '3. Bad']);
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await screen.findByText('Order saved');
    expect(sorted).toEqual([[2, 1, 3]]);
  });
});
