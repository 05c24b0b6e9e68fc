import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LicensePageDocument, LicenseReplaceDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { LicensePage } from './LicensePage';

const LICENSE = {
  __typename: 'License' as const,
  id: 4101,
  name: 'Pflegeheim Sonnenhof',
  customer: '100001',
  activated_at: '2026-11-20T08:30:00.000Z',
  features: { __typename: 'LicenseFeatures' as const, analytics: true, log: true, management: false },
  limits: { __typename: 'LicenseLimits' as const, devices: 100, visuals: 20, app_clients: -1, systems: 2 },
};
const USAGE = { __typename: 'LicenseUsage' as const, devices: 95, visuals: 3, app_clients: 7, systems: 2 };

function open(replaceError?: string) {
  const replaced: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: LicensePageDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { license: LICENSE, licenseUsage: USAGE } },
    },
    {
      request: { query: LicenseReplaceDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: unknown) => {
        replaced.push(variables);
        if (replaceError) return { errors: [new GraphQLError(replaceError)] };
        return { data: { activateLicense: { __typename: 'License', id: 4102, name: 'Neu' } } };
      },
    },
  ];
  renderScreen(<LicensePage />, { path: '/admin/license', mocks, appData: { user: { id: 1 } } });
  return replaced;
}

describe('the license page', () => {
  it('shows the license in force and each limit beside its use', async () => {
    open();
    expect(await screen.findByText('Pflegeheim Sonnenhof')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026', { exact: false })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Limits and use' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Devices95100Nearly used up',
      'Wall displays320OK',
      'Phones7UnlimitedUnlimited',
      'Systems22Used up',
    ]);
  });

  it('warns of the limits at 90 % or more', async () => {
    open();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Devices: 95 of 100 in use. The limit is near; a larger license avoids refusals.',
      'Systems: all 2 in use. More are refused until a larger license is activated.',
    ]);
  });

  it('replaces the license with a new code', async () => {
    const replaced = open();
    await screen.findByText('Pflegeheim Sonnenhof');
    await userEvent.type(screen.getByLabelText('Customer number'), '100001');
    await userEvent.type(screen.getByLabelText('License code'), 'CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The new license is activated.')).toBeInTheDocument();
    expect(replaced).toEqual([{ customer: '100001', code: 'CODE' }]);
  });

  it('says why a code is refused, in words', async () => {
    open('activation failed: already_activated');
    await screen.findByText('Pflegeheim Sonnenhof');
    await userEvent.type(screen.getByLabelText('Customer number'), '100001');
    await userEvent.type(screen.getByLabelText('License code'), 'CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This license is already activated.')).toBeInTheDocument();
  });
});
