import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BatteryRoundDocument } from '../../../generated/graphql';
import { seriousAxeViolations } from '../../../test/axe';
import { renderScreen } from '../../../test/render';
import { BatteryRoundSection } from './BatteryRoundSection';

const device = (id: number, floor: string, battery: number, over: Record<string, unknown> = {}) => ({
  __typename: 'BatteryDevice' as const,
  system_tree_node_id: id,
  device_name: `Medaillon ${id}`,
  floor,
  section_name: 'Wohnbereich',
  place: `Zimmer ${id}`,
  battery,
  battery_at: '2026-11-27T08:00:00.000Z',
  drain_per_day: 3,
  replace_by: '2026-12-09T08:00:00.000Z',
  low: battery <= 40,
  critical: battery <= 25,
  ...over,
});

describe('battery round', () => {
  it('lists the due batteries by floor with trend and date, and looks further ahead on demand', async () => {
    renderScreen(<BatteryRoundSection />, {
      path: '/admin/defects',
      mocks: [
        {
          request: { query: BatteryRoundDocument, variables: { within_days: 14 } },
          result: {
            data: {
              batteryForecast: [
                device(12, '1. OG', 35, { battery_at: null, drain_per_day: null, replace_by: null }),
                device(20, '2. OG', 60),
              ],
            },
          },
        },
        {
          request: { query: BatteryRoundDocument, variables: { within_days: 30 } },
          result: { data: { batteryForecast: [] } },
        },
      ],
      appData: { user: { id: 1, permissions: ['calllog::see_defects'] } },
    });
    const table = await screen.findByRole('table', { name: 'Battery round' });
    expect(within(table).getByRole('columnheader', { name: '1. OG' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Medaillon 20/ });
    expect(within(row).getByText('−3 % a day')).toBeInTheDocument();
    expect(within(row).getByText('09.12.2026')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Medaillon 12/ })).getByText('not reported yet'),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(screen.getByText('30 days'));
    expect(await screen.findByText('No battery is due.')).toBeInTheDocument();
  });
});
