import '@mantine/core/styles.css';
import { DEFAULT_LOCALE, formatSystemId } from '@wardlight/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient, type RequestContext, socketUrl } from './app/connection/apollo-client';
import { createConnectionStore } from './app/connection/connection-state';
import { createServerVersionStore } from './app/connection/server-version';
import { createSocketClient } from './app/connection/socket-client';
import { readStoredLocale, readSystemContext } from './app/storage';
import { FIRST_NAMESPACES, loadI18n } from './i18n/i18n';

// The texts of the page's language come first: nothing may render untranslated. Only those of the
// shell and the display, though: the console's come with its screens (app/routes/screens.ts).
const i18n = await loadI18n(readStoredLocale() ?? DEFAULT_LOCALE, FIRST_NAMESPACES);
const serverVersion = createServerVersionStore();
const requestContext: RequestContext = {
  systemId: readSystemContext,
  locale: () => i18n.language,
  onServerVersion: serverVersion.report,
};
const connection = createConnectionStore();
const socket = createSocketClient({
  url: socketUrl(window.location),
  connectionParams: () => ({ system: formatSystemId(requestContext.systemId()), locale: i18n.language }),
  store: connection,
});
const apollo = createApolloClient(requestContext, socket);

// Screen readers and hyphenation follow the page language.
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App services={{ i18n, apollo, requestContext, stores: { connection, serverVersion } }} />
  </StrictMode>,
);
