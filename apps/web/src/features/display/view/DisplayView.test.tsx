import { fireEvent, screen, within } from '@testing-library/react';
import { SPECIAL_CODES } from '@wardlight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingWithNone } from '../config/system-setting';
import { buildCall, buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';

const tileIds = () => screen.queryAllByTestId('call-tile').map((tile) => Number(tile.dataset.callId));
const presenceTexts = () => screen.queryAllByTestId('presence-tile').map((tile) => tile.textContent);

function serve(relations = buildRelations()) {
  return stubServer({
    CallDisplayRelations: () => relations,
    ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('display view', () => {
  it('orders the calls by urgency, sort order, then the newest first, with presences beside them', async () => {
    serve();
    const { socket } = renderDisplayView();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    socket.push(
      'OnCallsChanged',
      callsUpdate(1, [
        buildCall(1, { urgency: 'Normal', sortOrder: 10, openedAt: minutesAgo(9) }),
        buildCall(2, { urgency: 'Emergency', sortOrder: 50 }),
        buildCall(3, { urgency: 'Normal', sortOrder: 10, openedAt: minutesAgo(2) }),
        buildCall(4, { urgency: 'Urgent' }),
        buildCall(5, { urgency: 'Normal', sortOrder: 5, openedAt: minutesAgo(30) }),
        buildCall(6, { flag: 'Presence', device: 'Room 6' }),
      ]),
    );
    await vi.waitFor(() => expect(tileIds()).toEqual([2, 4, 5, 3, 1]));
    expect(presenceTexts()).toEqual([expect.stringContaining('Room 6')]);
    expect(screen.getAllByTestId('call-tile')[0]).toHaveAttribute('data-urgency', 'emergency');
  });

  it("filters each system's calls by its display groups, and hides defects without a group", async () => {
    const group = { id: 7, connections: [{ id: 1, section_id: 1, call_type_id: 4 }] };
    serve(
      buildRelations({
        schedules: [],
        displayGroups: [group],
        callTypes: [
          { id: 4, flag: 'None', urgency: 'Normal' },
          { id: 6, flag: 'Presence', urgency: 'Normal' },
        ],
      }),
    );
    const allDayGroup7 = {
      ...settingWithNone(1),
      weekday_schedule_id: SPECIAL_CODES.allDay,
      weekday_display_group_1_id: 7,
      weekend_schedule_id: SPECIAL_CODES.allDay,
      weekend_display_group_1_id: 7,
    };
    const { socket } = renderDisplayView({
      systemIds: [1, 2],
      config: { displayGroupConfig: { 1: allDayGroup7, 2: settingWithNone(2) } },
    });
    socket.push(
      'OnCallsChanged',
      callsUpdate(1, [
        buildCall(1, { callTypeId: 4, section: 1, openedAt: '2026-01-01T10:00:00Z' }),
        buildCall(2, { callTypeId: 4, section: 2 }), // not in group 7
        buildCall(3, { callTypeId: 6, section: 1, flag: 'Presence' }), // presences join a group's sections
      ]),
      1,
    );
    socket.push(
      'OnCallsChanged',
      callsUpdate(1, [buildCall(11, { system: 2 }), buildCall(12, { system: 2, flag: 'Defect', callTypeId: 9 })], 2),
      2,
    );
    await vi.waitFor(() => expect(tileIds()).toEqual([11, 1]));
    expect(screen.getAllByTestId('presence-tile')).toHaveLength(1);
    // Several systems: each tile says which one.
    expect(screen.getAllByTestId('call-tile')[1]).toHaveTextContent('Section 1 · System 1');
  });

  it('asks each system for its relations with that system as context', async () => {
    const server = serve();
    renderDisplayView({ systemIds: [1, 3] });
    await vi.waitFor(() => expect(server.of('CallDisplayRelations')).toHaveLength(2));
    expect(server.of('CallDisplayRelations').map((r) => r.system)).toEqual(['01', '03']);
    expect(server.of('ActiveDisplayNotes').map((r) => r.system)).toEqual(['01', '03']);
  });

  it('shows a spinner until the calls are there, then the empty state with its bell', async () => {
    serve();
    const { socket } = renderDisplayView();
    expect(screen.getByLabelText('Loading calls…')).toBeInTheDocument();
    socket.push('OnCallsChanged', callsUpdate(1, []));
    expect(await screen.findByText('No open calls')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading calls…')).not.toBeInTheDocument();
  });

  it('says how long a call has been open, "just now" below 10 s', async () => {
    serve();
    const { socket } = renderDisplayView();
    socket.push(
      'OnCallsChanged',
      callsUpdate(1, [
        buildCall(1, { openedAt: new Date().toISOString() }),
        buildCall(2, { urgency: 'Urgent', openedAt: new Date(Date.now() - 90_000).toISOString() }),
      ]),
    );
    const [urgent, fresh] = await vi.waitFor(() => {
      const tiles = screen.getAllByTestId('call-tile');
      expect(tiles).toHaveLength(2);
      return tiles;
    });
    expect(fresh).toHaveTextContent('just now');
    expect(urgent).toHaveTextContent('1 minute ago');
    expect(urgent).toHaveTextContent('Alert · Bed');
  });

  it('gives signed-in users the settings button and visitors none', async () => {
    serve();
    const staff = renderDisplayView({
      appData: { user: { id: 7 } },
      profile: { id: 3, name: 'Ward A', slug: 'ward-a' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Display settings' }));
    expect(staff.display.openSettings).toHaveBeenCalled();
    expect(screen.getByTestId('profile-badge')).toHaveTextContent('Ward A');
    staff.unmount();

    renderDisplayView();
    expect(screen.queryByRole('button', { name: 'Display settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
  });

  it('warns after a second that no system is subscribed, with a way to the settings', async () => {
    serve();
    const { display } = renderDisplayView({ systemIds: [], appData: { user: { id: 7 } } });
    expect(screen.queryByText(/No system is subscribed/)).not.toBeInTheDocument();
    const warning = await screen.findByRole('alert', {}, { timeout: 3000 });
    fireEvent.click(within(warning).getByRole('button', { name: 'Open the display settings' }));
    expect(display.openSettings).toHaveBeenCalled();
  });

  it('says in words that not everything loaded, never with the server message', async () => {
    stubServer({
      CallDisplayRelations: () => {
        throw new Error('relations are broken');
      },
      ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
    });
    renderDisplayView();
    expect(await screen.findByText('Not everything could be loaded')).toBeInTheDocument();
    expect(screen.queryByText('relations are broken')).not.toBeInTheDocument();
  });

  it('applies the font size and hides the header bar in fullscreen', async () => {
    serve();
    const { container } = renderDisplayView({ config: { fontSize: 'largest' } });
    expect(container.querySelector('[data-font-size="largest"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    await vi.waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
    fireEvent.keyDown(window, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
  });
});
