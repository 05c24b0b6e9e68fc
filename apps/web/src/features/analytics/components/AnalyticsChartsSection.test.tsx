import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnalyticsChartsDocument } from '../../../generated/graphql';
import { seriousAxeViolations } from '../../../test/axe';
import { renderScreen } from '../../../test/render';
import { AnalyticsChartsSection } from './AnalyticsChartsSection';

const user = { id: 2, permissions: ['analytics::use_module'] };
const licensed = { licensedFeatures: ['analytics'] };

const group = (key: string, name: string | null, count: number, median: number, bins: number[]) => ({
  __typename: 'ResponseTimeGroup' as const,
  key,
  name,
  count,
  median_seconds: median,
  p90_seconds: median * 2,
  bins,
});

function charts(total: number) {
  return {
    __typename: 'AnalyticsCharts' as const,
    from: '2026-11-20T09:00:00.000Z',
    to: '2026-11-27T09:00:00.000Z',
    time_zone: 'Europe/Zurich',
    total,
    calls_per_hour: Array.from({ length: 24 }, (_, h) => (h === 7 ? total : 0)),
    calls_per_day: [{ __typename: 'AnalyticsDayCount' as const, day: '2026-11-26', count: total }],
    response_bin_edges: [60, 180, 300, 600, 1200],
    response_by_section: total ? [group('1', 'Wohnbereich 1. OG', 2, 72, [1, 1, 0, 0, 0, 0])] : [],
    response_by_shift: total ? [group('early', null, 2, 72, [1, 1, 0, 0, 0, 0])] : [],
    busiest_devices: total
      ? [
          {
            __typename: 'BusyDevice' as const,
            system_tree_node_id: 10,
            device_name: 'Zimmer 101',
            section_name: 'Wohnbereich 1. OG',
            count: total,
          },
        ]
      : [],
  };
}

/** Any period: the page asks for one ending at the next full hour. */
const answer = (total: number, days?: number): MockLink.MockedResponse => ({
  request: {
    query: AnalyticsChartsDocument,
    variables: (v: { from: string; to: string }) =>
      days === undefined || new Date(v.to).getTime() - new Date(v.from).getTime() === days * 86_400_000,
  },
  maxUsageCount: 5,
  result: { data: { analyticsCharts: charts(total) } },
});

describe('/analytics charts', () => {
  it('shows the charts with median and 90 % per section and shift, in the shift’s name', async () => {
    renderScreen(<AnalyticsChartsSection />, {
      path: '/analytics',
      mocks: [answer(3)],
      appData: { user, ...licensed },
    });
    expect(await screen.findByText('3 calls in the period (time zone Europe/Zurich).')).toBeInTheDocument();
    for (const name of ['Calls per hour', 'Calls per day', 'Devices with the most calls'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const bySection = screen.getByRole('region', { name: 'Response time by section' });
    const row = within(bySection).getByRole('row', { name: /Wohnbereich 1\. OG/ });
    expect(within(row).getByText('1 min 12 s')).toBeInTheDocument();
    expect(within(row).getByText('2 min 24 s')).toBeInTheDocument();
    const byShift = screen.getByRole('region', { name: 'Response time by shift' });
    expect(within(byShift).getByRole('cell', { name: 'Early shift' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says so when the period has no calls, and asks again for another period', async () => {
    renderScreen(<AnalyticsChartsSection />, {
      path: '/analytics',
      mocks: [answer(0, 7), answer(5, 30)],
      appData: { user, ...licensed },
    });
    expect(await screen.findByText('No calls in this period.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('30 days'));
    expect(await screen.findByText('5 calls in the period (time zone Europe/Zurich).')).toBeInTheDocument();
  });

  it('shows a loader, then the error when the charts cannot be read', async () => {
    renderScreen(<AnalyticsChartsSection />, {
      path: '/analytics',
      mocks: [{ request: { query: AnalyticsChartsDocument, variables: () => true }, error: new Error('down') }],
      appData: { user, ...licensed },
    });
    expect(screen.getByLabelText('Loading charts …')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The charts could not be loaded.');
  });
});
