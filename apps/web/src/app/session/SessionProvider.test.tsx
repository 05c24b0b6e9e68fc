import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDataDocument } from '../../generated/transport';
import { createI18n } from '../../i18n/i18n';
import { buildAppData } from '../../test/app-data';
import { createFakeTransport } from '../../test/fake-transport';
import { TransportContext } from '../connection/transport-context';
import { NotificationHost } from '../notifications/NotificationHost';
import { readStoredLocale, writeStoredUserId } from '../storage';
import { SessionProvider } from './SessionProvider';
import { useSession } from './session-context';

function WhoIsIn() {
  const { user } = useSession();
  return <p>{user?.name ?? 'visitor'}</p>;
}

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
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <TransportContext.Provider value={transport}>
            <NotificationHost>
              <SessionProvider fallback={null} failure={() => null}>
                <WhoIsIn />
              </SessionProvider>
            </NotificationHost>
          </TransportContext.Provider>
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(readStoredLocale()).toBe('fr');
  });
});
