import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createConnectionStore } from '../../../app/connection/connection-state';
import type { RequestContext } from '../../../app/connection/request-context';
import { RequestContextContext } from '../../../app/connection/request-context';
import { createServerVersionStore } from '../../../app/connection/server-version';
import { ShellStoresContext } from '../../../app/connection/shell-stores';
import { NotificationHost } from '../../../app/notifications/NotificationHost';
import { createI18n } from '../../../i18n/i18n';

/** The providers the display's behaviour hooks read, for renderHook. */
export function hookWrapper(requestContext: RequestContext = { systemId: () => 1, locale: () => 'en' }) {
  const connection = createConnectionStore();
  const i18n = createI18n('en');
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <RequestContextContext.Provider value={requestContext}>
            <ShellStoresContext.Provider value={{ connection, serverVersion: createServerVersionStore() }}>
              <NotificationHost>{children}</NotificationHost>
            </ShellStoresContext.Provider>
          </RequestContextContext.Provider>
        </I18nextProvider>
      </MantineProvider>
    );
  }
  return { Wrapper, connection };
}
