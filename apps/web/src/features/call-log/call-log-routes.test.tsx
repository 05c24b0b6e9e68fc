import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ModalStack } from '../../app/modal/ModalStack';
import { SCREENS } from '../../app/routes/screens';
import { loadShellFrame } from '../../app/shell/load-shell-frame';
import { renderShell } from '../../app/shell/test/render-shell';
import { CallDetailDocument } from '../../generated/graphql';
import { ALLOW, guardUrl, to } from '../../test/guard-table';
import { renderScreen } from '../../test/render';
import { NodeRelations } from '../tree/node-form/NodeRelations';
import { buildDetail, fakeNodeServer } from '../tree/test/fake-node';
import { buildCall } from './test/builders';

const LOG_ONLY = { permissions: ['calllog::use_module'] } as const;

const detail = (id: number): MockLink.MockedResponse => ({
  request: { query: CallDetailDocument, variables: { id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { call: buildCall(id) } },
});

describe('the call log in the route table', () => {
  it('is where /home leads a user with the call log alone, and that user may open it', () => {
    expect(guardUrl('/home', LOG_ONLY)).toEqual(to('/log'));
    expect(guardUrl('/log', LOG_ONLY)).toEqual(ALLOW);
    expect(guardUrl('/log/edit/5?system=02', LOG_ONLY)).toEqual(ALLOW);
  });

  it('has screens for the log and both call forms', () => {
    expect(Object.keys(SCREENS)).toEqual(expect.arrayContaining(['log', 'callForm', 'treeCallForm']));
  });
});

describe('the call form as a modal route', { timeout: 30_000 }, () => {
  // A console screen starts loading the header with it; loaded here, it is not still on its way when
  // the file's environment is torn down.
  beforeAll(() => loadShellFrame(), 30_000);

  it('opens over the log as a dialog named after the call', async () => {
    renderShell(<ModalStack />, { url: '/log/edit/5', user: LOG_ONLY, mocks: [detail(5)] });
    expect(await screen.findByRole('dialog', { name: 'Alert – Zimmer 5' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens over the node form from the tree', async () => {
    renderShell(<ModalStack />, {
      url: '/tree/edit/4/calls/17',
      user: { superuser: true },
      management: true,
      mocks: [...fakeNodeServer([buildDetail()]).mocks, detail(17)],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Alert – Zimmer 17' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('region', { name: 'Trail' })).toBeInTheDocument();
  });
});

describe('the node form’s open calls', () => {
  it('open the call form over the node form', async () => {
    const node = buildDetail({
      open_calls: [{ id: 17, call_type_text: 'Alert', opened_at: '2026-07-01T08:00:00.000Z' }],
    });
    renderScreen(<NodeRelations detail={node} thresholds={{ low: 40, critical: 25 }} />, {
      path: '/tree/edit/:id',
      url: '/tree/edit/4?layout=devices',
    });
    await userEvent.click(screen.getByRole('button', { name: /^Alert/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/edit/4/calls/17?layout=devices');
  });
});
