import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisplayCallDetailDocument, OpenCallsDocument } from '../../../generated/transport';
import type { AppDataSpec } from '../../../test/app-data';
import { createFakeTransport, type TransportMock } from '../../../test/fake-transport';
import { buildCall as buildFullCall, buildStep } from '../../call-log/test/builders';
import { buildCall } from '../test/builders';
import { displayProviders } from '../test/display-providers';
import { DisplayCallForm } from './DisplayCallForm';

const LOG_READER: AppDataSpec = { user: { id: 7, superuser: false, permissions: ['calllog::use_module'] } };
const DISPLAY_STAFF: AppDataSpec = { user: { id: 8, superuser: false, permissions: ['visuals::remote_close_calls'] } };

function renderForm(url: string, mocks: TransportMock[], appData: AppDataSpec) {
  const { transport, asked } = createFakeTransport(mocks);
  const { Providers } = displayProviders({ transport, url, appData });
  render(
    <Providers>
      <DisplayCallForm />
    </Providers>,
  );
  return { asked: () => asked.map((a) => a.operation) };
}

const detail = (id: number, call: unknown): TransportMock => ({
  request: { query: DisplayCallDetailDocument, variables: { id } },
  result: { data: { call } },
});
const openCalls = (calls: ReturnType<typeof buildCall>[]): TransportMock => ({
  request: { query: OpenCallsDocument },
  result: { data: { openCalls: calls } },
});

/** The value beside a field's label. */
function field(label: string): string | null {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? null;
}

describe('call form from the display', { timeout: 20_000 }, () => {
  it('shows every field and the trail to a user who may read the call', async () => {
    const call = buildFullCall(4, { actions: [buildStep('1', 'Accepted', 72)] });
    const { asked } = renderForm('/display/call/4', [detail(4, call)], LOG_READER);
    expect(await screen.findByRole('heading', { name: 'Alert – Zimmer 4' })).toBeInTheDocument();
    expect(field('Long text')).toBe('Zimmer 4');
    expect(field('Position')).toBe('Bed');
    expect(screen.getByRole('heading', { name: 'Section' })).toBeInTheDocument();
    expect(field('Urgency')).toBe('Urgent');
    const trail = screen.getByRole('region', { name: 'Trail' });
    expect(within(trail).getByText('Accepted')).toBeInTheDocument();
    expect(within(trail).getByText(/· after 1 min 12 s$/)).toBeInTheDocument();
    expect(within(trail).getByText('App user: Anna')).toBeInTheDocument();
    expect(asked()).toEqual(['DisplayCallDetail']);
  });

  it('shows what the display holds, without the trail, to staff without the call log', async () => {
    const { asked } = renderForm(
      '/display/call/4',
      [openCalls([buildCall(3), buildCall(4, { device: 'Room 4', type: 'Emergency', position: 'Bath' })])],
      DISPLAY_STAFF,
    );
    expect(await screen.findByRole('heading', { name: 'Emergency – Room 4' })).toBeInTheDocument();
    expect(field('Position')).toBe('Bath');
    expect(field('State')).toBe('Open');
    expect(field('Duration')).toMatch(/^open for 1 min/);
    expect(screen.queryByRole('region', { name: 'Trail' })).not.toBeInTheDocument();
    expect(asked()).toEqual(['OpenCalls']);
  });

  it('falls back to the open calls when the server does not give the call', async () => {
    const { asked } = renderForm(
      '/display/call/4',
      [detail(4, null), openCalls([buildCall(4, { device: 'Room 4' })])],
      LOG_READER,
    );
    expect(await screen.findByRole('heading', { name: 'Alert – Room 4' })).toBeInTheDocument();
    expect(asked()).toEqual(['DisplayCallDetail', 'OpenCalls']);
  });

  it('says so when the call is no longer open', async () => {
    renderForm('/display/call/9', [openCalls([buildCall(3)])], DISPLAY_STAFF);
    expect(await screen.findByText('This call is no longer open.')).toBeInTheDocument();
  });
});
