import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles, users } from '../src/db/schema/index';
import {
  type ConsoleStack,
  codeOf,
  issuesOf,
  ok,
  onSystem,
  startConsoleStack,
} from '../src/modules/console-entities/console-entities-test-kit';
import type { TestClient } from './client';
import { userWith } from './seed';

// Roles and users restrict notifications by call source groups (spec part 1 §3, §6): the forms pick
// from every system's groups, the server refuses ids no group has, and the audit log names the change.

let env: ConsoleStack;
let visitor: TestClient;
/** Administers the system, not users or roles. */
let technician: TestClient;
let groupA: number;
let groupB: number;

const GROUP = 'mutation($d: CallSourceGroupInput!) { createCallSourceGroup(data: $d) { id } }';
const OPTIONS = '{ callSourceGroupOptions { id name system_id } }';
const CREATE_ROLE = 'mutation($d: RoleInput!) { createRole(data: $d) { id call_source_group_ids } }';
const UPDATE_ROLE = 'mutation($id: Int!, $d: RoleInput!) { updateRole(id: $id, data: $d) { call_source_group_ids } }';
const CREATE_USER = 'mutation($d: UserInput!) { createUser(data: $d) { id call_source_group_ids } }';
const UPDATE_USER = 'mutation($id: Int!, $d: UserInput!) { updateUser(id: $id, data: $d) { call_source_group_ids } }';

beforeAll(async () => {
  env = await startConsoleStack();
  const [systemA = 0, systemB = 0] = env.systems;
  groupA = (await ok<{ createCallSourceGroup: { id: number } }>(env.admin, GROUP, { d: { name: 'Nachtruhe' } }))
    .createCallSourceGroup.id;
  const elsewhere = onSystem(env.admin, systemB);
  groupB = (await ok<{ createCallSourceGroup: { id: number } }>(elsewhere, GROUP, { d: { name: 'Demenz' } }))
    .createCallSourceGroup.id;
  expect(systemA).not.toBe(systemB);
  visitor = env.server.client();
  technician = await userWith(env.server, env.admin, 'technik', ['admin::use_module', 'admin::manage_system']);
});
afterAll(() => env.close());

const auditOf = (entity: string, id: number) =>
  env.server.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))));

describe('the groups the forms offer', () => {
  it('are refused to visitors and to users who manage neither users nor roles', async () => {
    expect(codeOf(await visitor.gql(OPTIONS))).toBe('MISSING_AUTH');
    expect(codeOf(await technician.gql(OPTIONS))).toBe('MISSING_PERMISSION');
  });

  it('are every system’s groups, for a user manager and for a role manager', async () => {
    const [systemA, systemB] = env.systems;
    const expected = [
      { id: groupA, name: 'Nachtruhe', system_id: systemA },
      { id: groupB, name: 'Demenz', system_id: systemB },
    ];
    for (const permission of ['admin::manage_users', 'admin::manage_roles']) {
      const manager = await userWith(env.server, env.admin, `picker-${permission}`, [permission]);
      expect(await ok(manager, OPTIONS)).toEqual({ callSourceGroupOptions: expected });
    }
  });
});

describe('a role’s call source group restriction', () => {
  const data = () => ({ name: 'Nachtdienst', call_source_group_ids: [groupA, groupB, groupA] });

  it('is refused without a session and without admin::manage_roles', async () => {
    expect(codeOf(await visitor.gql(CREATE_ROLE, { d: data() }))).toBe('MISSING_AUTH');
    expect(codeOf(await technician.gql(CREATE_ROLE, { d: data() }))).toBe('MISSING_PERMISSION');
    expect(await env.server.app.database.db.select().from(roles).where(eq(roles.name, 'Nachtdienst'))).toEqual([]);
  });

  it('is stored, changed and audited for a role manager, and refused for an unknown group', async () => {
    const manager = await userWith(env.server, env.admin, 'rollen', ['admin::manage_roles']);
    const created = (
      await ok<{ createRole: { id: number; call_source_group_ids: number[] } }>(manager, CREATE_ROLE, {
        d: data(),
      })
    ).createRole;
    expect(created.call_source_group_ids).toEqual([groupA, groupB]);

    const unknown = await manager.gql(UPDATE_ROLE, { id: created.id, d: { call_source_group_ids: [groupB, 9999] } });
    expect(issuesOf(unknown)).toEqual(['call_source_group_ids:missing_relation']);
    expect(unknown.errors[0]?.extensions?.data).toEqual({ related_kind: 'call_source_groups', related_id: 9999 });

    const updated = await ok(manager, UPDATE_ROLE, { id: created.id, d: { call_source_group_ids: [groupB] } });
    expect(updated).toEqual({ updateRole: { call_source_group_ids: [groupB] } });
    const audit = await auditOf('role', created.id);
    expect(audit.map((a) => [a.action, a.field, a.user_name])).toEqual([
      ['created', null, 'rollen'],
      ['updated', 'call_source_group_ids', 'rollen'],
    ]);
    expect(audit[1]?.change).toEqual({ from: [groupA, groupB], to: [groupB] });
  });
});

describe('a user’s call source group restriction', () => {
  const data = () => ({ name: 'nachtwache', password: 'long enough 1', call_source_group_ids: [groupA] });

  it('is refused without a session and without admin::manage_users', async () => {
    expect(codeOf(await visitor.gql(CREATE_USER, { d: data() }))).toBe('MISSING_AUTH');
    expect(codeOf(await technician.gql(CREATE_USER, { d: data() }))).toBe('MISSING_PERMISSION');
    expect(await env.server.app.database.db.select().from(users).where(eq(users.name, 'nachtwache'))).toEqual([]);
  });

  it('is stored, changed and audited for a user manager, and refused for an unknown group', async () => {
    const manager = await userWith(env.server, env.admin, 'personal', ['admin::manage_users']);
    const refused = await manager.gql(CREATE_USER, { d: { ...data(), call_source_group_ids: [groupA, 9998] } });
    expect(issuesOf(refused)).toEqual(['call_source_group_ids:missing_relation']);
    expect(await env.server.app.database.db.select().from(users).where(eq(users.name, 'nachtwache'))).toEqual([]);

    const created = (
      await ok<{ createUser: { id: number; call_source_group_ids: number[] } }>(manager, CREATE_USER, {
        d: data(),
      })
    ).createUser;
    expect(created.call_source_group_ids).toEqual([groupA]);
    const updated = await ok(manager, UPDATE_USER, { id: created.id, d: { call_source_group_ids: [groupA, groupB] } });
    expect(updated).toEqual({ updateUser: { call_source_group_ids: [groupA, groupB] } });
    const audit = await auditOf('user', created.id);
    expect(audit.map((a) => [a.action, a.field])).toEqual([
      ['created', null],
      ['updated', 'call_source_group_ids'],
    ]);
    expect(audit[1]?.change).toEqual({ from: [groupA], to: [groupA, groupB] });

    // The group a user still names stays (ADR 0011's check, now reachable from the form).
    const stillUsed = await onSystem(env.admin, env.systems[1] ?? 0).gql(
      `mutation { deleteCallSourceGroups(ids: [${groupB}]) }`,
    );
    expect(issuesOf(stillUsed)).toEqual(['ids:in_use']);
  });
});
