import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRUD_UI_TIMEOUT, renderCrud } from '../../../ui/crud/test/crud-harness';
import { CONFIG_CASES } from '../config-edit/test/config-cases';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { systemParamEntity } from './system-params.entity';

const API = { one: 'systemParam', many: 'systemParams', typename: 'SystemParam' } as const;

function open(row: { id: number } & Record<string, unknown>, url: string) {
  const server = fakeConfigServer(systemParamEntity.documents, API, [row]);
  renderCrud(systemParamEntity, { url, mocks: server.mocks, appData: { user: { id: 1 } } });
}

// Issue 11 point 4 (ADR 0025): technicians see on the configurator how often its event order broke.
describe('the configurator link status', { timeout: CRUD_UI_TIMEOUT }, () => {
  const row = CONFIG_CASES.systemParams.row;

  it('shows the state, the last contact and each break of the event order with its label', async () => {
    open({ ...row, link_state: 'offline', link_error: 'connect ECONNREFUSED' }, `/things/edit/${row.id}`);

    const faults = await screen.findByRole('table', { name: 'Event order' });
    const count = (label: string) => within(faults).getByText(label).closest('tr')?.textContent?.replace(label, '');
    expect(count('Events without a sequence number')).toBe('0');
    expect(count('Sequence numbers that went backwards')).toBe('2');
    expect(count('Gaps in the sequence')).toBe('1');
    expect(screen.getByText(/^Last one on 01\.03\.2025/)).toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(screen.getByText(/^Last heard from the configurator: 01\.03\.2025/)).toBeInTheDocument();
    const title = screen.getByRole('heading', { name: 'Connection to the configurator' });
    expect(within(title.parentElement as HTMLElement).getByText('Offline')).toBeInTheDocument();
  });

  it('says the order was kept when nothing broke it', async () => {
    const kept = { missing_seq: 0, backwards: 0, gaps: 0, last_at: null };
    open({ ...row, link_seq_faults: kept }, `/things/edit/${row.id}`);
    expect(await screen.findByText('The configurator has kept its event order.')).toBeInTheDocument();
  });

  it('is not shown on a new configurator', async () => {
    open(row, '/things/edit/-1');
    expect(await screen.findByRole('heading', { name: 'New configurator' })).toBeInTheDocument();
    expect(screen.queryByText('Connection to the configurator')).not.toBeInTheDocument();
  });
});
