import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FleetScreensDocument, ScreensDeleteDocument } from '../../generated/graphql';
import { seriousAxeViolations } from '../../test/axe';
import { renderScreen } from '../../test/render';
import { FleetPage } from './FleetPage';

const base = {
  __typename: 'Screen' as const,
  kind: 'display',
  version: '0.1.0',
  visible: true,
  sound_unlocked: true,
  last_seen_at: '2026-11-27T09:15:00.000Z',
  last_latency_ms: null,
  latency_p50_ms: null,
  latency_p95_ms: null,
  latency_samples: 0,
};
const SCREENS = [
  {
    ...base,
    id: 1,
    name: 'Flur Nord',
    place: 'Flur 1. OG',
    clock_offset_ms: 120,
    live: true,
    last_latency_ms: 310,
    latency_p50_ms: 280,
    latency_p95_ms: 640,
    latency_samples: 12,
  },
  {
    ...base,
    id: 2,
    name: null,
    place: 'sections=2',
    clock_offset_ms: -7_200_000,
    live: false,
    sound_unlocked: false,
    latency_p50_ms: 900,
    latency_p95_ms: 6_400,
    latency_samples: 3,
  },
  {
    ...base,
    id: 3,
    name: null,
    kind: 'phone',
    place: 'Telefon 7 · Anna',
    clock_offset_ms: null,
    live: true,
    visible: false,
    sound_unlocked: null,
  },
];

function open(more: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: FleetScreensDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { fleetScreens: SCREENS } },
    },
    ...more,
  ];
  renderScreen(<FleetPage />, { path: '/admin/fleet', mocks, appData: { user: { id: 1 } } });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the fleet page (ADR 0038)', () => {
  it('lists every screen: live or since when not, clock offset and latency, each problem in words', async () => {
    open();
    const north = await rowOf('Flur Nord');
    expect(north.textContent).toContain('Wall display');
    expect(north.textContent).toContain('Connected');
    expect(north.textContent).toContain('0.1 s');
    expect(north.textContent).toContain('280 / 640 ms (12 calls)');
    expect(north.textContent).not.toContain('Over 5 s');

    const dark = await rowOf('sections=2');
    expect(dark.textContent).toContain('No name');
    expect(dark.textContent).toContain('Not connected');
    expect(dark.textContent).toContain('last 27.11.2026');
    expect(dark.textContent).toContain('-7200 s');
    expect(dark.textContent).toContain('Clock wrong');
    expect(dark.textContent).toContain('Over 5 s');
    expect(dark.textContent).toContain('Sound locked');

    const phone = await rowOf('Telefon 7 · Anna');
    expect(phone.textContent).toContain('Phone');
    expect(phone.textContent).toContain('In the background');
    expect(screen.getByText('3 screens, 2 connected')).toBeInTheDocument();
  });

  it('opens the form that names a screen from its row', async () => {
    open();
    await userEvent.click(await rowOf('sections=2'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/fleet/edit/2');
  });

  it('forgets the chosen screens, says so and starts afresh', async () => {
    open([
      { request: { query: ScreensDeleteDocument, variables: { ids: [2] } }, result: { data: { deleteScreens: 1 } } },
    ]);
    const dark = await rowOf('sections=2');
    await userEvent.click(within(dark).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Forget (1)' }));
    expect(await screen.findByText('1 screen forgotten')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Forget/ })).not.toBeInTheDocument();
  });

  it('says when forgetting failed and keeps the choice', async () => {
    open([{ request: { query: ScreensDeleteDocument, variables: { ids: [2] } }, error: new Error('refused') }]);
    const dark = await rowOf('sections=2');
    await userEvent.click(within(dark).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Forget (1)' }));
    expect(await screen.findByText('The change failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forget (1)' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    open();
    await rowOf('Flur Nord');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
