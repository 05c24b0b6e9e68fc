import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildLicense } from './fixtures';
import { startServer, type TestServer } from './harness';

const APP_DATA = `query AppData($hasSession: Boolean!) {
  license { id name features { analytics log management } limits { devices visuals app_clients systems } }
  appState { setup_time offline_mode features { demo_mode display_group_overrides } outdated_hubs { id } }
  authUser @include(if: $hasSession) { id name is_superuser permissions { code } }
  globalSettings { locale battery_threshold_low battery_threshold_critical }
  globalAppSettings @include(if: $hasSession) { subscriptions_enabled }
  publicSystemParams { id name weekend_start weekend_stop }
}`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('a fresh install, from setup to sign-out', () => {
  it('serves AppData without a session, with the spec defaults and the server version header', async () => {
    const res = await server.client().gql(APP_DATA, { hasSession: false });
    expect(res.errors).toEqual([]);
    expect(res.headers.get('x-server-version')).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.data).toMatchObject({
      license: { id: 0, limits: { devices: 0, visuals: 0, app_clients: 0, systems: 1 } },
      appState: { setup_time: null, outdated_hubs: [] },
      globalSettings: { locale: 'de', battery_threshold_low: 40, battery_threshold_critical: 25 },
      publicSystemParams: [],
    });
  });

  it('activates a license during setup and maps the activation errors', async () => {
    const c = server.client();
    const activate = `mutation($customer: String!, $code: String!) { activateLicense(customer: $customer, code: $code) { id name features { management } } }`;
    const good = buildLicense();
    const wrongNumber = await c.gql(activate, { customer: '999999', code: good.code });
    expect(wrongNumber.errors[0]?.message).toBe('activation failed: no_license');
    const v4 = buildLicense({ id: 77, v: 4 });
    expect((await c.gql(activate, { customer: v4.customer, code: v4.code })).errors[0]?.message).toBe(
      'activation failed: not_version_5',
    );
    const tooLong = await c.gql(activate, { customer: '1234567', code: good.code });
    expect(tooLong.errors[0]?.extensions).toMatchObject({ validation: true, field: 'customer', key: 'max_length' });

    const ok = await c.gql(activate, { customer: good.customer, code: good.code });
    expect(ok.errors).toEqual([]);
    expect(ok.data).toEqual({ activateLicense: { id: 1001, name: 'Test care home', features: { management: true } } });
    expect((await c.gql(activate, { customer: good.customer, code: good.code })).errors[0]?.message).toBe(
      'activation failed: already_activated',
    );
  });

  it('creates the first user, signed in at once; a second call is refused as already present', async () => {
    const c = server.client();
    const create = `mutation($p: String!) { createInitialUser(password: $p, locale: "fr") { id name is_superuser locale } }`;
    const weak = await c.gql(create, { p: 'short' });
    expect(weak.errors[0]?.extensions).toMatchObject({ validation: true, field: 'password', key: 'min_length' });

    const res = await c.gql(create, { p: ADMIN_PASSWORD });
    expect(res.errors).toEqual([]);
    expect(res.data).toEqual({
      createInitialUser: { id: expect.any(Number), name: 'admin', is_superuser: true, locale: 'fr' },
    });
    expect(c.cookie).toMatch(/^wardlight_session=/);
    const me = await c.gql('{ authUser { name is_superuser } }');
    expect(me.data).toEqual({ authUser: { name: 'admin', is_superuser: true } });

    const again = await server.client().gql(create, { p: ADMIN_PASSWORD });
    expect(again.errors[0]?.message).toContain('already present');
    // A setup step after setup is refused by its guard (ADR 0021), before any field is looked at.
    expect(again.errors[0]?.extensions).toMatchObject({ code: 'SETUP_COMPLETE' });

    const state = await c.gql(APP_DATA, { hasSession: true });
    expect(state.data).toMatchObject({
      appState: { setup_time: expect.any(String) },
      globalAppSettings: { subscriptions_enabled: false },
    });
  });

  it('signs in over REST with a cookie, reports field errors, and signs out for good', async () => {
    const c = server.client();
    const unknown = await c.login('nobody', 'whatever1');
    // One answer whether the user exists or not (ADR 0020).
    expect(unknown.body).toMatchObject({ ok: false, errors: [{ field: 'password', key: 'invalid_credentials' }] });
    const wrong = await c.login('admin', 'wrong password');
    expect(wrong.body).toEqual(unknown.body);
    expect(c.cookie).toBeNull();

    const ok = await c.login('ADMIN', ADMIN_PASSWORD);
    expect(ok.body).toMatchObject({ ok: true, require_password_change: false, user: { name: 'admin' }, errors: [] });
    const setCookie = ok.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const stolen = c.cookie;
    expect((await c.gql('{ authUser { name } }')).data).toEqual({ authUser: { name: 'admin' } });

    const out = await c.post('/backend/logout', {});
    expect(out.body).toEqual({ ok: true });
    // The old cookie is worthless: the session is gone on the server, not only in the browser.
    c.cookie = stolen;
    const after = await c.gql('{ authUser { name } }');
    expect(after.errors[0]).toMatchObject({ message: 'MISSING_AUTH', extensions: { code: 'MISSING_AUTH' } });
  });

  it('makes a user with a temporary password set a new one, with field errors', async () => {
    const admin = server.client();
    await admin.login('admin', ADMIN_PASSWORD);
    const created = await admin.gql(
      `mutation { createUser(data: { name: "nurse", password: "temporary1", password_is_temporary: true }) { id password_is_temporary } }`,
    );
    expect(created.data).toMatchObject({ createUser: { password_is_temporary: true } });

    const nurse = server.client();
    const login = await nurse.login('nurse', 'temporary1');
    expect(login.body).toMatchObject({ ok: true, require_password_change: true });
    const set = `mutation($a: String!, $b: String!) { userSetPassword(password: $a, password_repeat: $b) { id password_is_temporary } }`;
    const mismatch = await nurse.gql(set, { a: 'a new secret', b: 'another one' });
    expect(mismatch.errors.map((e) => e.extensions)).toEqual([
      expect.objectContaining({ validation: true, field: 'password_repeat', key: 'must_match' }),
    ]);
    const both = await nurse.gql(set, { a: 'short', b: 'other' });
    expect(both.errors.map((e) => `${e.extensions?.field}:${e.extensions?.key}`)).toEqual([
      'password:min_length',
      'password_repeat:must_match',
    ]);
    const ok = await nurse.gql(set, { a: 'a new secret', b: 'a new secret' });
    expect(ok.data).toMatchObject({ userSetPassword: { password_is_temporary: false } });
    expect((await server.client().login('nurse', 'a new secret')).body).toMatchObject({
      ok: true,
      require_password_change: false,
    });
  });

  it('also signs in through the GraphQL login mutation', async () => {
    const c = server.client();
    const res = await c.gql(
      `mutation { login(username: "admin", password: "${ADMIN_PASSWORD}") { ok require_password_change user { name } } }`,
    );
    expect(res.data).toEqual({ login: { ok: true, require_password_change: false, user: { name: 'admin' } } });
    expect((await c.gql('mutation { logout }')).data).toEqual({ logout: true });
    expect((await c.gql('{ authUser { id } }')).errors[0]?.message).toBe('MISSING_AUTH');
  });
});
