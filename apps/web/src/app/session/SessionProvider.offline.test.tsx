import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDataFailure } from '../../features/errors/AppDataFailure';
import { AppDataDocument } from '../../generated/transport';
import { createI18n } from '../../i18n/i18n';
import { createFakeTransport } from '../../test/fake-transport';
import { RequestFailed } from '../connection/transport';
import { TransportContext } from '../connection/transport-context';
import { NotificationHost } from '../notifications/NotificationHost';
import { SessionProvider } from './SessionProvider';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => setOnline(true));

function renderFailing(error: Error = new Error('fetch')) {
  const failed = { request: { query: AppDataDocument, variables: { hasSession: false } }, error };
  const { transport } = createFakeTransport([failed, failed, failed, failed, failed]);
  return render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <TransportContext.Provider value={transport}>
          <NotificationHost>
            <SessionProvider
              fallback={null}
              failure={(retry, unreachable) => <AppDataFailure onRetry={retry} unreachable={unreachable} />}
            >
              {null}
            </SessionProvider>
          </NotificationHost>
        </TransportContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('AppData failing (spec part 1 §8) with and without network', () => {
  it('online: the failure page and the error notification', async () => {
    renderFailing();
    expect(await screen.findAllByText('The console could not be loaded')).toHaveLength(2);
  });

  it('offline (the PWA started from its cache): only the plain offline notice', async () => {
    setOnline(false);
    renderFailing();
    expect(await screen.findByText('No connection')).toBeInTheDocument();
    expect(screen.queryByText('The console could not be loaded')).toBeNull();
  });

  it('no answer at all while the browser says it is online: the plain notice, no error notification', async () => {
    renderFailing(new RequestFailed('Failed to fetch', [], null, true));
    expect(await screen.findByText('No connection')).toBeInTheDocument();
    expect(screen.getByText(/The server does not answer/)).toBeInTheDocument();
    expect(screen.queryByText('The console could not be loaded')).toBeNull();
  });
});
