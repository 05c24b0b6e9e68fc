import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntityDefinition, ListData } from '../../../ui/crud/define-entity';
import { CRUD_UI_TIMEOUT, renderCrud } from '../../../ui/crud/test/crud-harness';
import { validationError } from '../../../ui/crud/test/fake-roles';
import { callSourceEntity } from '../call-sources/call-sources.entity';
import { callTypeEntity } from '../call-types/call-types.entity';
import { displayGroupEntity } from '../display-groups/display-groups.entity';
import { hubEntity } from '../hubs/hubs.entity';
import { scheduleEntity } from '../schedules/schedules.entity';
import { sectionEntity } from '../sections/sections.entity';
import { systemParamEntity } from '../system-params/system-params.entity';
import { CONFIG_CASES, type ConfigCase } from './test/config-cases';
import { type ApiNames, fakeConfigServer } from './test/fake-config-server';

type User = ReturnType<typeof userEvent.setup>;

/** A case with its declaration: the declaration's types stay inside `open`. */
function withEntity<TList extends ListData, TGet, TInput, V>(
  entity: EntityDefinition<TList, TGet, TInput, V>,
  api: ApiNames,
  spec: ConfigCase,
) {
  return {
    ...spec,
    open(url: string, appData: Parameters<typeof renderCrud>[1]['appData'] = { user: { id: 1 } }) {
      const server = fakeConfigServer(entity.documents, api, [spec.row]);
      renderCrud(entity, { url, mocks: server.mocks, appData });
      return server;
    },
  };
}

const CASES = [
  withEntity(
    systemParamEntity,
    { one: 'systemParam', many: 'systemParams', typename: 'SystemParam' },
    CONFIG_CASES.systemParams,
  ),
  withEntity(callTypeEntity, { one: 'callType', many: 'callTypes', typename: 'CallType' }, CONFIG_CASES.callTypes),
  withEntity(scheduleEntity, { one: 'schedule', many: 'schedules', typename: 'Schedule' }, CONFIG_CASES.schedules),
  withEntity(sectionEntity, { one: 'section', many: 'sections', typename: 'Section' }, CONFIG_CASES.sections),
  withEntity(
    displayGroupEntity,
    { one: 'displayGroup', many: 'displayGroups', typename: 'DisplayGroup' },
    CONFIG_CASES.displayGroups,
  ),
  withEntity(
    callSourceEntity,
    { one: 'callSource', many: 'callSources', typename: 'CallSource' },
    CONFIG_CASES.callSources,
  ),
  withEntity(hubEntity, { one: 'hub', many: 'hubs', typename: 'Hub' }, CONFIG_CASES.hubs),
];

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

// Every declaration through the kit's list and form, against its API as the server answers it.
describe.each(CASES)('$title', { timeout: CRUD_UI_TIMEOUT }, (c) => {
  it('lists its records with their item state', async () => {
    c.open('/things');
    for (const text of c.listed) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: c.title })).toBeInTheDocument();
  });

  it('creates a record from the new form with the variables the API expects', async () => {
    const user = userEvent.setup();
    const server = c.open('/things/edit/-1');
    await c.fillNew(user);
    await save(user);
    await screen.findByText('Saved');
    expect(server.writes('create')).toEqual([{ data: c.created }]);
  });

  it('updates a record with its values and the one change', async () => {
    const user = userEvent.setup();
    const server = c.open(`/things/edit/${c.row.id}`);
    const input = await screen.findByLabelText(c.change.label, { selector: 'input' });
    await user.clear(input);
    await user.paste(c.change.value);
    await save(user);
    await screen.findByText('Saved');
    expect(server.writes('update')).toEqual([{ id: c.row.id, data: { ...c.unchanged, ...c.change.data } }]);
  });

  it('shows a server validation error on its field, translated', async () => {
    const user = userEvent.setup();
    const server = c.open('/things/edit/-1');
    await c.fillNew(user);
    server.refuseNextWrite(validationError(c.refusal.field, c.refusal.key, c.refusal.data));
    await save(user);
    expect(await screen.findByText(c.refusal.text)).toBeInTheDocument();
    if (c.refusal.label)
      expect(screen.getByLabelText(c.refusal.label, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Saving failed')).toBeInTheDocument();
  });

  it('is read-only without admin::manage_system', async () => {
    c.open(`/things/edit/${c.row.id}`, { user: { id: 2, superuser: false, permissions: ['admin::use_module'] } });
    expect(await screen.findByText('You may view this entry but not change it.')).toBeInTheDocument();
    expect(screen.getByLabelText(c.change.label, { selector: 'input' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
