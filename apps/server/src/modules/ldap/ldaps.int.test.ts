import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DN,
  BASE_DN,
  ADMIN_PASSWORD as DIRECTORY_PASSWORD,
  groupDn,
  startSlapd,
  type TestSlapd,
  USERS,
} from '../../../../../scripts/slapd.mjs';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { setUpAdmin } from '../../../test/seed';
import { activateLicence } from '../tree/tree-test-kit';

// LDAP over TLS (ldaps://) with a custom CA (LDAP_CA_FILE; ADR 0045): slapd serves a certificate signed by a
// CA made for this run. A server told to trust that CA signs in over TLS; one that is not refuses the
// certificate (the test button says so) — the connection is verified, never taken on trust.

let slapd: TestSlapd;
const servers: TestServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.close();
  await slapd?.stop();
});

beforeAll(async () => {
  slapd = await startSlapd({ tls: true });
}, 30_000);

const TEST = `mutation($d: LdapSettingsInput!, $u: String) { testLdapSettings(data: $d, username: $u) {
  ok key detail user_dn } }`;

async function adminOn(caFile: string | undefined): Promise<TestClient> {
  const server = await startServer({ config: { ldapCaFile: caFile } });
  servers.push(server);
  const admin = await setUpAdmin(server);
  await activateLicence(admin);
  const role = await admin.gql<{ createRole: { id: number } }>(
    'mutation { createRole(data: { name: "Pflege", permissions: ["calllog::use_module"] }) { id } }',
  );
  careRole = role.data?.createRole.id ?? 0;
  return admin;
}

let careRole = 0;
const settings = () => ({
  enabled: true,
  dsn: slapd.ldapsUrl,
  base_dn: BASE_DN,
  admin_user: ADMIN_DN,
  admin_password: DIRECTORY_PASSWORD,
  user_filter: '(&(objectClass=inetOrgPerson)(uid=%s))',
  roles_attribute: 'memberOf',
  role_mapping: careRole ? [{ ldap_value: groupDn('care'), role_id: careRole }] : [],
});

describe('LDAP over TLS', { timeout: 60_000 }, () => {
  it('connects and signs in through ldaps:// with the custom CA trusted', async () => {
    const admin = await adminOn(slapd.caPath ?? undefined);
    const found = await admin.gql<{ testLdapSettings: Record<string, unknown> }>(TEST, { d: settings(), u: 'nurse' });
    expect(found.errors).toEqual([]);
    expect(found.data?.testLdapSettings).toMatchObject({
      ok: true,
      key: 'user_found',
      user_dn: `uid=nurse,ou=people,${BASE_DN}`,
    });
    const saved = await admin.gql(`mutation($d: LdapSettingsInput!) { updateLdapSettings(data: $d) { dsn } }`, {
      d: settings(),
    });
    expect(saved.errors).toEqual([]);
    const nurse = (servers[0] as TestServer).client();
    const login = await nurse.gql<{ login: { ok: boolean; user: { name: string; is_ldap: boolean } | null } }>(
      'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { ok user { name is_ldap } } }',
      { u: 'nurse', p: USERS.nurse?.password },
    );
    expect(login.data?.login).toMatchObject({ ok: true, user: { name: 'nurse', is_ldap: true } });
  });

  it('refuses the directory’s certificate when the CA is not trusted', async () => {
    const admin = await adminOn(undefined);
    const refused = await admin.gql<{ testLdapSettings: { ok: boolean; key: string; detail: string | null } }>(TEST, {
      d: settings(),
    });
    expect(refused.errors).toEqual([]);
    expect(refused.data?.testLdapSettings.ok).toBe(false);
    expect(refused.data?.testLdapSettings.detail).toMatch(/certificate/i);
  });
});
