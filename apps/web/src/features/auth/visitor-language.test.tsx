import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDefaultLocale, writeStoredLocale, writeStoredUserId, writeVisitorLocale } from '../../app/storage';
import { AppDataDocument } from '../../generated/transport';
import { createI18n } from '../../i18n/i18n';
import { buildAppData } from '../../test/app-data';
import { createFakeTransport } from '../../test/fake-transport';
import { renderSession } from '../../test/render-session';

/** A visitor's page: AppData without a session, the console's default language set to `configured`. */
async function visit(configured: string) {
  const { transport } = createFakeTransport([
    {
      request: { query: AppDataDocument, variables: { hasSession: false } },
      result: { data: buildAppData({ defaultLocale: configured }) },
    },
  ]);
  const i18n = createI18n('it');
  renderSession(transport, i18n);
  expect(await screen.findByText('visitor')).toBeInTheDocument();
  return i18n;
}

describe('a visitor’s language', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the console’s configured default, not the last signed-in user’s', async () => {
    // Someone signed in here in Italian, then signed out.
    writeStoredLocale('it');
    writeStoredUserId(null);
    const i18n = await visit('fr');
    expect(i18n.language).toBe('fr');
    expect(readDefaultLocale()).toBe('fr');
  });

  it('is their own choice on the login page over the default', async () => {
    writeVisitorLocale('en');
    expect((await visit('fr')).language).toBe('en');
  });

  it('is the address’s ?locale= over both', async () => {
    writeVisitorLocale('en');
    window.history.replaceState(null, '', '/login?locale=de');
    expect((await visit('fr')).language).toBe('de');
  });
});
