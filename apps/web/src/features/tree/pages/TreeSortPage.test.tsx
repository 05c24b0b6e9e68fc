import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TreeNodeSortDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CARE_HOME, fakeTreeList } from '../test/fake-tree';
import { TreeSortPage } from './TreeSortPage';

describe('the tree sorter', () => {
  it('moves a child up and saves the new order of the siblings', async () => {
    const sent: number[][] = [];
    const mocks = [
      ...fakeTreeList(() => CARE_HOME).mocks,
      {
        request: { query: TreeNodeSortDocument, variables: () => true },
        result: (v: { ids: number[] }) => {
          sent.push(v.ids);
          return { data: { sortSystemTreeNodes: [] } };
        },
      },
    ];
    renderScreen(<TreeSortPage />, { path: '/tree/sort', mocks, appData: { user: { id: 1, superuser: true } } });
    expect(await screen.findByText('There is nothing to sort here.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Elements below', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: /Zimmer 101/, hidden: true }));
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Zimmerterminal 101 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await vi.waitFor(() => expect(sent).toEqual([[5, 4]]));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree');
  });
});
