import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalStack } from '../../../app/modal/ModalStack';
import { renderShell } from '../../../app/shell/test/render-shell';
import { FlightProfileGetDocument } from '../../../generated/graphql';
import { buildDetail, fakeNodeServer } from '../test/fake-node';

const profile: MockLink.MockedResponse = {
  request: { query: FlightProfileGetDocument, variables: { id: 6 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { flightProfile: { __typename: 'FlightProfile', id: 6, name: 'Ausgang Nord', checkpoints: [3] } } },
};

// The real route table and screens: what /tree/edit/:nodeid/… opens in the console.
describe('forms the node form holds (spec part 1 §2)', { timeout: 30_000 }, () => {
  it('opens the flight profile form over the node form, which stays behind it', async () => {
    renderShell(<ModalStack />, {
      url: '/tree/edit/4/flightprofiles/6',
      user: { superuser: true },
      management: true,
      mocks: [...fakeNodeServer([buildDetail({}, { flight_profile_id: 6 })]).mocks, profile],
    });
    const dialogs = await screen.findAllByRole('dialog', {}, { timeout: 10_000 });
    expect(dialogs).toHaveLength(2);
    const [under, over] = dialogs;
    if (!under || !over) throw new Error('two dialogs expected');
    expect(
      await within(under).findByRole('heading', { name: 'Edit Medaillon Anna' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await within(over).findByDisplayValue('Ausgang Nord', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the node form under the call form, too', async () => {
    renderShell(<ModalStack />, {
      url: '/tree/edit/4/calls/17',
      user: { superuser: true },
      management: true,
      mocks: fakeNodeServer([buildDetail()]).mocks,
    });
    expect(
      await screen.findByRole('heading', { name: 'Edit Medaillon Anna', hidden: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
