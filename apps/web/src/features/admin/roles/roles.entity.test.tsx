import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoleInput } from '../../../generated/graphql';
import { CRUD_UI_TIMEOUT, renderCrud } from '../../../ui/crud/test/crud-harness';
import { buildRoles, fakeRolesServer, validationError } from '../../../ui/crud/test/fake-roles';
import { permissionCatalogueMock } from '../test/permission-catalogue-mock';
import { roleEntity } from './roles.entity';

function openRole(url: string) {
  const server = fakeRolesServer(buildRoles(2));
  renderCrud(roleEntity, { url, mocks: [...server.mocks, permissionCatalogueMock], appData: { user: { id: 1 } } });
  return server;
}

// The picker holds some 60 checkboxes; finding them by value keeps jsdom quick. Their labels are
// checked once, in the second test.
const box = (value: string) => document.querySelector(`input[type="checkbox"][value="${value}"]`) as HTMLElement;

describe('role declaration', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('picks permissions by the catalogue groups, a whole group at once', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = openRole('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Name/));
    await user.paste('Nacht');
    await user.click(await vi.waitFor(() => box('calllog')));
    expect(box('calllog::close_calls')).toBeChecked();
    await user.click(box('calllog::see_defects'));
    expect(box('calllog')).toHaveAttribute('data-indeterminate', 'true');
    await user.click(box('visuals::remote_close_calls'));

    await user.click(screen.getByText('Save'));
    await screen.findByText('Saved');
    const [created] = server.calls('create') as { data: RoleInput }[];
    expect(created?.data.name).toBe('Nacht');
    expect([...(created?.data.permissions ?? [])].sort()).toEqual([
      'calllog::close_calls',
      'calllog::see_repeater_defects',
      'calllog::use_module',
      'visuals::remote_close_calls',
    ]);
  });

  it('shows the groups in the order of the domain catalogue, with what the role holds', async () => {
    openRole('/things/edit/1');
    await screen.findByLabelText('Administration');
    const legends = [...document.querySelectorAll('fieldset legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['Administration', 'Analytics', 'App', 'Call log', 'Display', 'System overview', 'Visual']);
    expect(screen.getByLabelText('Open the call log')).toBeChecked();
    expect(box('calllog::use_module')).toBe(screen.getByLabelText('Open the call log'));
    expect(screen.getByLabelText('Close calls')).not.toBeChecked();
  });
});

describe('a role’s call source group restriction', { timeout: CRUD_UI_TIMEOUT }, () => {
  async function pickGroup(name: string) {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByLabelText('Call source groups', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it('is picked from the groups and saved with the role', async () => {
    const server = openRole('/things/edit/1');
    await pickGroup('Demenz');
    await screen.findByText('Saved');
    expect(server.calls('update')).toEqual([
      { id: 1, data: { name: 'Role 01', permissions: ['calllog::use_module'], call_source_group_ids: [6] } },
    ]);
  });

  it('shows the server’s refusal of a group on the field', async () => {
    const server = openRole('/things/edit/1');
    server.refuseNextWrite(
      validationError('call_source_group_ids', 'missing_relation', {
        related_kind: 'call_source_groups',
        related_id: 6,
      }),
    );
    await pickGroup('Demenz');
    expect(await screen.findByText('A related record is missing (call_source_groups 6).')).toBeInTheDocument();
    expect(screen.getByLabelText('Call source groups', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });
});
