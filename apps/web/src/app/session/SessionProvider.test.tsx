import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDataDocument } from '../../generated/transport';
import { createI18n } from '../../i18n/i18n';
import { buildAppData } from '../../test/app-data';
import { createFakeTransport } from '../../test/fake-transport';
import { renderSession } from '../../test/render-session';
import { readStoredLocale, writeStoredUserId } from '../storage';

describe('the session', () => {
  afterEach(() => writeStoredUserId(null));

  it("speaks the signed-in user's language, and keeps it for the next visit", async () => {
    writeStoredUserId(7);
    const data = buildAppData({ user: { id: 7, name: 'Anna' } });
    const appData = { ...data, authUser: data.authUser && { ...data.authUser, locale: 'fr' } };
    const { transport } = createFakeTransport([
      { request: { query: AppDataDocument, variables: { hasSession: true } }, result: { data: appData } },
    ]);
    const i18n = createI18n('de');
    renderSession(transport, i18n);
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(readStoredLocale()).toBe('fr');
  });
});
