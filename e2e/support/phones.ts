// Staff phones (issue 13) in the browser: what app management sets up, through the console's API, and a
// phone page at /app/ in its own storage partition (the demo's way of running several phones in one
// browser, spec part 2 §7).
import type { Page } from '@playwright/test';
import type { AdminApi } from './api';
import { readCatalogue } from './texts';

export const phoneTexts = readCatalogue<typeof import('../../apps/web/src/i18n/locales/de/phone.json')>('de', 'phone');

export const PHONE_PASSWORD = 'Telefon-Pflege-9';

export interface AppUserSpec {
  name: string;
  display_name: string;
  group: string;
}

export interface GroupSpec {
  name: string;
  section_id: number;
  call_handling_mode?: 'full' | 'reject_only';
  nodes?: { node_id: number; priority: number }[];
}

/** Groups, their app users and one unpaired phone per user; returns each phone's id and pairing code. */
export async function setUpPhones(api: AdminApi, groups: GroupSpec[], users: AppUserSpec[]) {
  const groupIds = new Map<string, number>();
  for (const g of groups) {
    const reply = await api.query<{ createAppUserGroup: { id: number } }>(
      'mutation($d: AppUserGroupInput!) { createAppUserGroup(data: $d) { id } }',
      {
        d: {
          name: g.name,
          section_id: g.section_id,
          call_handling_mode: g.call_handling_mode ?? 'full',
          node_selection: g.nodes ? 'priority' : 'ignored',
          nodes: g.nodes ?? [],
        },
      },
    );
    groupIds.set(g.name, reply.createAppUserGroup.id);
  }
  const phones = new Map<string, { id: number; code: string }>();
  for (const u of users) {
    await api.query('mutation($d: AppUserInput!) { createAppUser(data: $d) { id } }', {
      d: {
        name: u.name,
        display_name: u.display_name,
        group_id: groupIds.get(u.group),
        password: PHONE_PASSWORD,
        password_repeat: PHONE_PASSWORD,
      },
    });
    const client = await api.query<{ createAppClient: { id: number; pairing_token: string } }>(
      'mutation($d: AppClientInput!) { createAppClient(data: $d) { id pairing_token } }',
      { d: { name: `Telefon ${u.display_name}`, server_url: 'http://10.0.0.8:8080', phone_number: '' } },
    );
    phones.set(u.name, { id: client.createAppClient.id, code: client.createAppClient.pairing_token });
  }
  return phones;
}

/** A phone page's parts, by what its user reads. */
export function phonePage(page: Page) {
  const t = phoneTexts;
  /** The phone's card of a call at `place` in a state (ringing, accepted, taken, rejected, closed). */
  const card = (state: string, place: string) =>
    page.locator(`article[data-state="${state}"]`).filter({ hasText: place });
  return {
    page,
    card,
    notLive: page.getByRole('alert').filter({ hasText: t.notLive.title }),
    empty: page.getByText(t.calls.emptyTitle),
    accept: (place: string) => card('ringing', place).getByRole('button', { name: t.actions.accept }),
    reject: (place: string) => card('ringing', place).getByRole('button', { name: t.actions.reject }),
    async signIn(name: string | null) {
      if (name !== null) await page.getByLabel(t.signIn.name).fill(name);
      await page.getByLabel(t.signIn.password).fill(PHONE_PASSWORD);
      await page.getByRole('button', { name: t.signIn.submit }).click();
      await this.empty.or(page.getByRole('article').first()).waitFor();
    },
  };
}
