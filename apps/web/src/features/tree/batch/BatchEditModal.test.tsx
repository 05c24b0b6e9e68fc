import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SystemTreeNodeBatchInput, TreeNodeBatchUpdateDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { TreeListPage } from '../pages/TreeListPage';
import { fakeNodeServer } from '../test/fake-node';

const ADMIN = { user: { id: 1, superuser: true } };

function open(appData: object = ADMIN) {
  const sent: { ids: number[]; data: SystemTreeNodeBatchInput }[] = [];
  const mocks = [
    ...fakeNodeServer([]).mocks,
    {
      request: { query: TreeNodeBatchUpdateDocument, variables: () => true },
      result: (v: { ids: number[]; data: SystemTreeNodeBatchInput }) => {
        sent.push(v);
        return {
          data: {
            updateSystemTreeNodes: {
              __typename: 'SystemTreeNodeBatchResult',
              updated: [{ __typename: 'SystemTreeNode', id: 4, name: 'Medaillon Anna', item_state: 'sent' }],
              failed: [
                {
                  __typename: 'SystemTreeNodeBatchFailure',
                  id: 5,
                  name: 'Zimmerterminal 101',
                  code: 'VALIDATION_FAILED',
                  issues: [
                    {
                      __typename: 'SystemTreeNodeBatchIssue',
                      field: 'day_sound_level',
                      key: 'invalid_value',
                      data: { reason: 'open_calls' },
                    },
                  ],
                },
              ],
            },
          },
        };
      },
    },
  ];
  renderScreen(<TreeListPage />, { path: '/tree', mocks, appData });
  return sent;
}

// A modal with a form per field renders slowly in jsdom on a shared machine.
describe('batch edit', { timeout: 20_000 }, () => {
  it('applies the ticked fields to the selected elements and lists which changed and why the others did not', async () => {
    const sent = open();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Medaillon Anna' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Zimmerterminal 101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Batch edit (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batch edit of 2 elements' });
    const apply = within(dialog).getByRole('button', { name: 'Apply to all' });
    expect(apply).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Change Sound level by day' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sound level by day' }), '7');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Change Forbid closing calls manually' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Forbid closing calls manually' }));
    await userEvent.click(apply);

    await vi.waitFor(() =>
      expect(sent).toEqual([{ ids: [4, 5], data: { day_sound_level: 7, deny_manual_call_closure: true } }]),
    );
    expect(await within(dialog).findByText('Changed: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Not changed: 1')).toBeInTheDocument();
    expect(within(dialog).getByText(/The element has open calls and cannot be changed now\./)).toHaveTextContent(
      'Zimmerterminal 101: The element has open calls and cannot be changed now.',
    );
    expect(await screen.findByText('Some elements could not be changed')).toBeInTheDocument();

    // Closing after a change clears the selection.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Batch edit/ })).not.toBeInTheDocument());
  });

  it('offers no selection to users who may not change the tree', async () => {
    open({ user: { id: 7, superuser: false, permissions: ['systemtree::use_module'] } });
    await screen.findByText('Medaillon Anna');
    expect(screen.queryByRole('checkbox', { name: 'Select Medaillon Anna' })).not.toBeInTheDocument();
  });
});
