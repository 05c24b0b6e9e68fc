import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { TreeReplaceHardwareDocument, TreeReplacementCandidatesDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { buildNode } from '../test/fake-node';
import { ReplaceHardwareModal } from './ReplaceHardwareModal';

const SPARE = {
  __typename: 'SystemTreeNode',
  id: 40,
  name: 'Ersatzmedaillon',
  serial: 'R-9001',
  mac: '00:1B:C5:0A:99:01',
};

function open(refusal: string | null = null) {
  const searches: string[] = [];
  const replaced: { id: number; source_id: number }[] = [];
  const onClose = vi.fn();
  const mocks = [
    {
      request: { query: TreeReplacementCandidatesDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (v: { id: number; search: string }) => {
        searches.push(v.search);
        const hit = v.search === 'r-900';
        return {
          data: {
            systemTreeReplacementCandidates: hit
              ? [{ __typename: 'SystemTreeReplacementCandidate', node: SPARE, parent_name: 'Haus Sonnenhof' }]
              : [],
          },
        };
      },
    },
    {
      request: { query: TreeReplaceHardwareDocument, variables: () => true },
      result: (v: { id: number; source_id: number }) => {
        replaced.push(v);
        if (refusal)
          return {
            errors: [
              new GraphQLError('validation failed', {
                extensions: { validation: true, field: 'source_id', key: 'invalid_value', data: { reason: refusal } },
              }),
            ],
          };
        const node = buildNode({ id: 4, kind: 'radio', name: 'Medaillon Anna', serial: 'R-9001' });
        return { data: { replaceSystemTreeNodeHardware: { __typename: 'SystemTreeNode', ...node } } };
      },
    },
  ];
  renderScreen(<ReplaceHardwareModal node={{ id: 4, name: 'Medaillon Anna' }} opened onClose={onClose} />, {
    path: '/tree/edit/4',
    mocks,
    appData: { user: { id: 1, superuser: true } },
  });
  return { searches, replaced, onClose };
}

describe('hardware replacement', () => {
  it('searches once typing settles and moves the chosen spare’s hardware onto the device', async () => {
    const { searches, replaced, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Replace the hardware of Medaillon Anna' });
    expect(within(dialog).getByText('Type at least 2 characters.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'MAC, serial number or name' }), 'r-900');
    expect(await within(dialog).findByText('Ersatzmedaillon')).toBeInTheDocument();
    expect(within(dialog).getByText('00:1B:C5:0A:99:01')).toBeInTheDocument();
    expect(searches).toEqual(['r-900']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the hardware of Ersatzmedaillon' }));
    await vi.waitFor(() => expect(replaced).toEqual([{ id: 4, source_id: 40 }]));
    expect(await screen.findByText('Hardware replaced')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing matches, and tells a refusal in the tree’s words', async () => {
    const { onClose } = open('kind_mismatch');
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'MAC, serial number or name' });
    await userEvent.type(input, 'xy');
    expect(await within(dialog).findByText('No matching device found.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'r-900');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use the hardware of Ersatzmedaillon' }));
    expect(await within(dialog).findByText('The replacement must be a device of the same kind.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
