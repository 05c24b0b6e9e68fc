import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import { GlobalSettingsGetDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CRUD_UI_TIMEOUT } from '../../../ui/crud/test/crud-harness';
import { CONFIG_CASES } from '../config-edit/test/config-cases';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { CallSourceForm, callSourceEntity } from './call-sources.entity';

const MODAL = { close: () => {} };

/** The settings the form reads, as the server answers them: only the call source rule matters here. */
const settings = (allowEmpty: boolean) => ({
  request: { query: GlobalSettingsGetDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      globalSettings: {
        __typename: 'GlobalSettings',
        locale: 'de',
        defects_timeout: 3600,
        monitoring_timeout_radio: 1440,
        monitoring_timeout_tech: 60,
        monitoring_timeout_wired: 60,
        allow_empty_call_source_names: allowEmpty,
        ignore_linkable_node_pool_for_super_users: false,
        system_tree_text_long_required: false,
        battery_threshold_low: 40,
        battery_threshold_critical: 25,
        probable_defect_name: 'Probable defect',
        probable_defect_criterion: '0x6A',
        probable_defect_threshold_count: 5,
        probable_defect_timeframe_hours: 24,
      },
    },
  },
});

/** The form for a new call source, on a server that has one. */
function openNewForm(allowEmpty: boolean) {
  const server = fakeConfigServer(
    callSourceEntity.documents,
    { one: 'callSource', many: 'callSources', typename: 'CallSource' },
    [CONFIG_CASES.callSources.row],
  );
  renderScreen(
    <ModalRouteContext.Provider value={MODAL}>
      <CallSourceForm />
    </ModalRouteContext.Provider>,
    {
      path: '/callsources/edit/:id?',
      url: '/callsources/edit/-1',
      mocks: [...server.mocks, settings(allowEmpty)],
      appData: { user: { id: 1 } },
    },
  );
  return server;
}

/** A new call source with its number only, saved. */
async function saveWithoutText(allowEmpty: boolean) {
  const user = userEvent.setup();
  const server = openNewForm(allowEmpty);
  const text = await screen.findByLabelText(/^Text/, { selector: 'input' });
  // The requirement shows once the settings have loaded.
  if (!allowEmpty) await vi.waitFor(() => expect(text).toBeRequired());
  await user.click(screen.getByLabelText(/^Number/, { selector: 'input' }));
  await user.paste('13');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { server, text };
}

// Global setting allow_empty_call_source_names (spec part 1 §3): the text is required unless it is set.
describe('the call source form and its text', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('requires a text, and asks the server nothing without one', async () => {
    const { server, text } = await saveWithoutText(false);

    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes('create')).toEqual([]);
  });

  it('saves a call source without a text when the settings allow it', async () => {
    const { server, text } = await saveWithoutText(true);

    await screen.findByText('Saved');
    expect(text).not.toBeRequired();
    expect(server.writes('create')).toEqual([{ data: { number: 13, text: '', char: '' } }]);
  });

  it('keeps the code as device displays show it: upper-case, no umlauts', async () => {
    const user = userEvent.setup();
    openNewForm(true);
    const code = await screen.findByLabelText(/^Character/, { selector: 'input' });
    await user.type(code, 'ä');
    expect(code).toHaveValue('');
    await user.type(code, 'k');
    expect(code).toHaveValue('K');
  });
});
