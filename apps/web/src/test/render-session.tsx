import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Transport } from '../app/connection/transport';
import { TransportContext } from '../app/connection/transport-context';
import { NotificationHost } from '../app/notifications/NotificationHost';
import { SessionProvider } from '../app/session/SessionProvider';
import { useSession } from '../app/session/session-context';

/** Who the session says is in: the user's name, or "visitor". */
function WhoIsIn() {
  const { user } = useSession();
  return <p>{user?.name ?? 'visitor'}</p>;
}

/** The session provider alone on a fake transport, showing who is in (tests of the session and language). */
export function renderSession(transport: Transport, i18n: I18n) {
  return render(
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
}
