import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRow, buildRows } from '../test/builders';
import { type CallServerOptions, fakeCallServer } from '../test/fake-server';
import { renderWithServer } from '../test/render-log';
import { CallLogPage } from './CallLogPage';

function open(url: string, options: CallServerOptions = {}) {
  const server = fakeCallServer(options);
  const view = renderWithServer(<CallLogPage />, server, { path: '/log', url });
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { server, view, location };
}

const rows = () => screen.getAllByRole('row').slice(1);

/** Waits long enough for a machine busy with other suites. */
const SLOW = { timeout: 10_000 };

describe('the call log', { timeout: 60_000 }, () => {
  it('reads range, filters and order from the address and asks for them', async () => {
    const { server } = open('/log?range=7d&sections=2&types=4&state=open&q=Zimmer&min=5&sort=-duration', {
      calls: [buildRow(1)],
    });
    expect(await screen.findByText('Zimmer 1', {}, SLOW)).toBeInTheDocument();
    expect(server.lists()[0]?.variables).toEqual({
      filter: { range: '7d', section_ids: [2], call_type_ids: [4], state: 'open', text: 'Zimmer', min_duration: 300 },
      sort: { field: 'duration', descending: true },
      first: 50,
      count: true,
    });
    expect(screen.getByDisplayValue('Last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Zimmer');
    expect(screen.getByRole('textbox', { name: 'Duration from (min)' })).toHaveValue('5');
    expect(screen.getByRole('columnheader', { name: /Duration/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('puts a changed filter into the address, and Back brings the one before', async () => {
    const { server, view, location } = open('/log', { calls: [buildRow(1)] });
    await screen.findByText('Zimmer 1', {}, SLOW);
    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(location()).toBe('/log?state=closed');
    await waitFor(
      () => expect(server.lists().at(-1)?.variables.filter).toEqual({ range: '24h', state: 'closed' }),
      SLOW,
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Bad');
    await waitFor(() => expect(location()).toBe('/log?state=closed&q=Bad'), SLOW);
    expect(await screen.findByText('No calls in this range', {}, SLOW)).toBeInTheDocument();

    await act(() => view.router.navigate(-1));
    expect(location()).toBe('/log?state=closed');
    expect(await screen.findByText('Zimmer 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await act(() => view.router.navigate(-1));
    expect(location()).toBe('/log');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('offers the sections of callLogOptions, and a picked one goes into the address', async () => {
    const { server, location } = open('/log', { calls: [buildRow(1)] });
    await screen.findByText('Zimmer 1', {}, SLOW);
    await userEvent.click(screen.getByLabelText('Sections', { selector: 'input' }));
    // The dropdown's transition leaves it hidden to jsdom's eyes.
    fireEvent.click(await screen.findByRole('option', { name: 'Station B', hidden: true }, SLOW));
    expect(location()).toBe('/log?sections=2');
    await waitFor(
      () => expect(server.lists().at(-1)?.variables.filter).toEqual({ range: '24h', section_ids: [2] }),
      SLOW,
    );
  });

  it('sorts by a column header, turning round on the second click', async () => {
    const { location } = open('/log', { calls: [buildRow(1)] });
    await screen.findByText('Zimmer 1', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: /Opened/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Call type' }));
    expect(location()).toBe('/log?sort=call_type_text');
    expect(screen.getByRole('columnheader', { name: /Call type/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Call type/ }));
    expect(location()).toBe('/log?sort=-call_type_text');
  });

  it('loads the next page on the cursor, and says when all are shown', async () => {
    const { server } = open('/log', { calls: buildRows(60) });
    await screen.findByText('Zimmer 50', {}, SLOW);
    expect(rows()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Zimmer 60', {}, SLOW)).toBeInTheDocument();
    expect(rows()).toHaveLength(60);
    expect(server.lists()[1]?.variables).toMatchObject({ after: '50', count: false, first: 50 });
    expect(screen.getByText('All calls are shown.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The count of the first page stays.
    expect(screen.getByText('60 calls')).toBeInTheDocument();
  });

  it.each([
    [{ value: 1234, exact: true }, /1.234 calls/],
    [{ value: 1, exact: true }, '1 call'],
    [{ value: 10_000, exact: false }, /At least 10.000 calls/],
  ])('shows the count %o as "%s"', async (count, text) => {
    open('/log', { calls: [buildRow(1)], count });
    expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
  });

  it('says that the range holds no calls, and offers to reset the filters when there are some', async () => {
    const { location } = open('/log?state=open');
    expect(await screen.findByText('No calls in this range', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Choose a longer range or reset the filters.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1) as HTMLElement);
    expect(location()).toBe('/log');
    expect(
      await screen.findByText('Choose a longer range, for example the last 30 days.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('goes on with a search that ended early, saying how far it got, until the page is full', async () => {
    // 120 calls, a match every 30th; each request reads 25 calls.
    const calls = buildRows(120).map((row, i) => ({
      ...row,
      device_text_long: i % 30 === 29 ? `Sonnenblick ${i}` : row.device_text_long,
    }));
    const { server } = open('/log?q=Sonnenblick', { calls, searchStretch: 25 });
    expect(await screen.findByText('Sonnenblick 29', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('All calls are shown.')).toBeInTheDocument(), SLOW);
    expect(rows().map((row) => within(row).queryByText(/Sonnenblick/)?.textContent)).toEqual([
      'Sonnenblick 29',
      'Sonnenblick 59',
      'Sonnenblick 89',
      'Sonnenblick 119',
    ]);
    // Five stretches of 25 read the 120 calls, one request each, on each other's cursor.
    expect(server.lists().map((r) => r.variables.after ?? null)).toEqual([null, '25', '50', '75', '100']);
  });

  it('shows how far a search has got while no call is found yet', async () => {
    const calls = buildRows(60);
    open('/log?q=nowhere', { calls: [...calls, ...calls.map((c) => ({ ...c, id: c.id + 100 }))], searchStretch: 10 });
    expect(await screen.findByText(/Searching … searched as far as/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('No calls in this range')).not.toBeInTheDocument();
    expect(await screen.findByText('No calls in this range', {}, SLOW)).toBeInTheDocument();
  });

  it('says when a sort needs a shorter period, and offers the order by time', async () => {
    const { location } = open('/log?range=this_year&sort=call_type_text', { calls: [buildRow(1)], sortWindow: 10_000 });
    expect(
      await screen.findByText(/Only a period of at most 10.000 calls can be sorted by this column/, {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by time' }));
    expect(location()).toBe('/log?range=this_year');
    expect(await screen.findByText('Zimmer 1', {}, SLOW)).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    open('/log', { calls: [buildRow(1)], failingLists: [0] });
    expect(await screen.findByText('The calls could not be loaded.', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Zimmer 1', {}, SLOW)).toBeInTheDocument();
  });

  it('writes durations, and how long an open call has been open', async () => {
    const openedAt = new Date(Date.now() - 5 * 60_000 - 3_000).toISOString();
    open('/log', {
      calls: [buildRow(1), buildRow(2, { is_closed: false, closed_at: null, duration: null, opened_at: openedAt })],
    });
    const [closed, running] = [await screen.findByText('Zimmer 1', {}, SLOW), screen.getByText('Zimmer 2')].map(
      (cell) => cell.closest('tr') as HTMLElement,
    );
    expect(within(closed as HTMLElement).getByText('1 min 12 s')).toBeInTheDocument();
    // Opened and closed, in the browser's time zone.
    expect(within(closed as HTMLElement).getAllByText(/^01\.07\.2026 \d\d:\d\d$/)).toHaveLength(2);
    expect(within(running as HTMLElement).getByText(/^open for 5 min \d{1,2} s$/)).toBeInTheDocument();
    expect(within(running as HTMLElement).getByText('Open')).toBeInTheDocument();
  });

  it('opens a call form from a row by Enter, keeping the filters', async () => {
    const { location } = open('/log?range=7d', { calls: [buildRow(3)] });
    const row = (await screen.findByText('Zimmer 3', {}, SLOW)).closest('tr') as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(location()).toBe('/log/edit/3?range=7d');
  });

  it('refetches the first page when calls open or close, at most once a second', async () => {
    const { server } = open('/log', { calls: [buildRow(1)] });
    await screen.findByText('Zimmer 1', {}, SLOW);
    await waitFor(() => expect(server.subscribed()).toBe(true), SLOW);
    // The first delivery is the state of the open calls, not a change.
    act(() => server.push({ opened: [1] }));
    expect(server.lists()).toHaveLength(1);
    server.setCalls([buildRow(2), buildRow(1)]);
    // Three changes at once: the first refetches at once, the other two fold into one a second later.
    act(() => {
      server.push({ opened: [2] });
      server.push({ closed: [1] });
      server.push({ opened: [3] });
    });
    expect(await screen.findByText('Zimmer 2', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(server.lists()).toHaveLength(3), SLOW);
    const [, first, folded] = server.lists().map((request) => request.at);
    expect((folded ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it('offers the news in a banner when more than the first page is loaded', async () => {
    const { server } = open('/log', { calls: buildRows(60) });
    await screen.findByText('Zimmer 50', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Zimmer 60', {}, SLOW);
    await waitFor(() => expect(server.subscribed()).toBe(true), SLOW);
    act(() => server.push());
    server.setCalls([buildRow(99), ...buildRows(60)]);
    act(() => server.push({ opened: [99] }));
    expect(await screen.findByText('Calls have come in or closed.', {}, SLOW)).toBeInTheDocument();
    expect(server.lists()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Zimmer 99', {}, SLOW)).toBeInTheDocument();
    expect(rows()).toHaveLength(50);
    expect(screen.queryByText('Calls have come in or closed.')).not.toBeInTheDocument();
  });
});
