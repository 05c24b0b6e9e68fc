import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDataFailure } from '../../features/errors/AppDataFailure';
import { AppDataDocument } from '../../generated/transport';
import { createI18n } from '../../i18n/i18n';
import { createFakeTransport } from '../../test/fake-transport';
import { TransportContext } from '../connection/transport-context';
import { NotificationHost } from '../notifications/NotificationHost';
import { SessionProvider } from './SessionProvider';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => setOnline(true));

function renderFailing() {
  const failed = { request: { query: AppDataDocument, variables: { hasSession: false } }, error: new Error('fetch') };
  const { transport } = createFakeTransport([failed, failed, failed, failed, failed]);
  return render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <TransportContext.Provider value={transport}>
          <NotificationHost>
            <SessionProvider fallback={null} failure={(retry) => <AppDataFailure onRetry={retry} />}>
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
});
