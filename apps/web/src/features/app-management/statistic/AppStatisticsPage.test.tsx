import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppCoverageDocument, AppStatisticsDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CRUD_UI_TIMEOUT } from '../../../ui/crud/test/crud-harness';
import { AppStatisticsPage } from './AppStatisticsPage';
import { dayText, defaultRange, rangeInstants } from './statistic-range';

const times = (id: number, name: string, accepted: number, median: number | null) => ({
  __typename: 'PhoneResponseTimes',
  id,
  name,
  accepted,
  rejected: 1,
  median_seconds: median,
  p90_seconds: median === null ? null : median * 2,
});

const STATS = {
  __typename: 'AppStatistics',
  unanswered: 2,
  groups: [times(1, 'Pflege', 4, 72)],
  users: [times(3, 'anna', 3, 40), times(4, 'ben', 0, null)],
  receipts: [
    {
      __typename: 'PhoneReceipts',
      client_id: 7,
      client_name: 'Phone A',
      user_name: 'anna',
      deliveries: 4,
      confirmed: 3,
      opened: 2,
      unknown: 1,
      errors: 0,
      median_confirm_ms: 84.4,
      last_contact_at: '2026-11-20T08:00:00.000Z',
      battery: 12,
      charging: false,
      notifications: 'denied',
      muted: false,
      problems: ['unacknowledged', 'lost', 'no_notifications', 'battery_low'],
    },
  ],
};

function open(coverage: unknown = { __typename: 'AppCoverage', active: false, sections: [] }) {
  const asked: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: AppCoverageDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { appCoverage: coverage } },
    },
    {
      request: { query: AppStatisticsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: unknown) => {
        asked.push(variables);
        return { data: { appStatistics: STATS } };
      },
    },
  ];
  renderScreen(<AppStatisticsPage />, { path: '/appmanagement/statistic', mocks, appData: { user: { id: 1 } } });
  return asked;
}

describe('the phones’ statistics page', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('shows response times per group and user, the unanswered calls and the phones that fail', async () => {
    const asked = open();
    const groups = await screen.findByRole('table', { name: 'Response times per group' });
    expect(within(groups).getByRole('row', { name: /Pflege 4 1 1 min 12 s 2 min 24 s/ })).toBeInTheDocument();
    const users = screen.getByRole('table', { name: 'Response times per app user' });
    expect(within(users).getByRole('row', { name: /ben 0 1 – –/ })).toBeInTheDocument();
    expect(screen.getByText('2 calls were accepted by nobody before every step had their time.')).toBeInTheDocument();
    const receipts = screen.getByRole('table', { name: 'Receipts per phone' });
    const row = within(receipts).getByRole('row', { name: /^Phone A anna/ });
    expect(row).toHaveTextContent('75 %');
    expect(row).toHaveTextContent('84 ms');
    expect(within(row).getByText('Battery low (12 %)')).toBeInTheDocument();
    expect(within(row).getByText('No notifications in the background')).toBeInTheDocument();
    expect(asked[0]).toEqual(rangeInstants(defaultRange(new Date())));
  });

  it('asks nothing while the range runs backwards, and says why', async () => {
    const asked = open();
    await screen.findByRole('table', { name: 'Response times per group' });
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '01.01.2020');
    expect(await screen.findByText('The end must not be before the start.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});

describe('the coverage check on the statistics page', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('names the sections whose calls would ring no phone now', async () => {
    open({
      __typename: 'AppCoverage',
      active: true,
      sections: [
        {
          __typename: 'AppCoverageSection',
          section_id: 1,
          section_name: 'Station A',
          uncovered: 'all',
          call_types: [],
        },
        {
          __typename: 'AppCoverageSection',
          section_id: 2,
          section_name: 'Station B',
          uncovered: 'some',
          call_types: ['Defect'],
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sections without a phone now');
    expect(within(alert).getByText('Station A: no call would ring a phone.')).toBeInTheDocument();
    expect(within(alert).getByText('Station B: these calls would ring no phone: Defect.')).toBeInTheDocument();
  });

  it('says every section is covered', async () => {
    open({ __typename: 'AppCoverage', active: true, sections: [] });
    expect(await screen.findByText('Every section has a phone')).toBeInTheDocument();
  });
});

describe('the statistics range', () => {
  it('runs from the first day’s midnight to the end of the last day', () => {
    const range = rangeInstants({ from: '2026-11-20', to: '2026-11-26' });
    expect(range && (new Date(range.to).getTime() - new Date(range.from).getTime()) / 86_400_000).toBe(7);
    expect(rangeInstants({ from: '2026-11-26', to: '2026-11-20' })).toBeNull();
    expect(defaultRange(new Date(2026, 10, 26))).toEqual({ from: '2026-11-20', to: dayText(new Date(2026, 10, 26)) });
  });
});
