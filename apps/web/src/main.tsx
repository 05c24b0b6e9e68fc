import '@mantine/core/styles.css';
import { formatSystemId } from '@wardlight/domain';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConnectionStore } from './app/connection/connection-state';
import { type RequestContext, socketUrl } from './app/connection/request-context';
import { createServerVersionStore } from './app/connection/server-version';
import { createSocketClient } from './app/connection/socket-client';
import { createTransport } from './app/connection/transport';
import type { BaseServices } from './app/providers/BaseProviders';
import { reportMissingAuth } from './app/shell/request-errors/missing-auth';
import { browserPage, redirectToDefaultSystem } from './app/shell/request-errors/system-redirect';
import {
  readDefaultLocale,
  readDisplayToken,
  readStoredLocale,
  readStoredUserId,
  readSystemContext,
  readVisitorLocale,
  writeSystemContext,
} from './app/storage';
import { isDisplayPath, withoutSystemParam } from './features/display/app/display-path';
import { reportNotEnrolled } from './features/display/enrolment/not-enrolled';
import { FIRST_NAMESPACES, loadI18n } from './i18n/i18n';
import { firstPaintLocale, localeParam } from './i18n/visitor-locale';
import { isPhonePath } from './phone/phone-path';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// The staff phone (/app/) is a third page of its own: its socket and transport carry the phone's tokens
// instead of a console session, so it makes its own — from the entry's modules (phone-services.ts, ConnectionKit).
const page = isPhonePath(window.location.pathname)
  ? await import('./phone/app/phone-page').then((m) =>
      m.phonePage({ createConnectionStore, createServerVersionStore, createSocketClient, createTransport }),
    )
  : await displayOrConsolePage();
createRoot(root).render(<StrictMode>{page}</StrictMode>);

// Two pages share this entry: the wall display, which must load light and fast on a kiosk, and the
// console. Which one is decided here, by the address, and only its code is fetched (ADR 0014).
async function displayOrConsolePage(): Promise<ReactNode> {
  const onDisplay = isDisplayPath(window.location.pathname);

  // The texts of the page's language come first: nothing may render untranslated. Only those of the
  // shell and the display, though: the console's come with its screens (app/routes/screens.ts).
  const i18n = await loadI18n(
    firstPaintLocale(readStoredUserId() > 0, readStoredLocale(), {
      param: localeParam(window.location.search),
      chosen: readVisitorLocale(),
      configured: readDefaultLocale(),
    }),
    FIRST_NAMESPACES,
  );
  const serverVersion = createServerVersionStore();
  const requestContext: RequestContext = {
    systemId: readSystemContext,
    locale: () => i18n.language,
    onServerVersion: serverVersion.report,
    // Only the wall display identifies itself as an enrolled device (ADR 0022).
    ...(onDisplay ? { displayToken: readDisplayToken } : {}),
  };
  const connection = createConnectionStore();
  const socket = createSocketClient({
    url: socketUrl(window.location),
    connectionParams: () => {
      const displayToken = requestContext.displayToken?.();
      return {
        system: formatSystemId(requestContext.systemId()),
        locale: i18n.language,
        ...(displayToken ? { display_token: displayToken } : {}),
      };
    },
    store: connection,
  });
  const transport = createTransport({
    context: requestContext,
    socket,
    // Spec part 1 §8, whichever request meets them.
    onProblem: (problem, operationName) => {
      if (problem === 'missing-auth') reportMissingAuth(operationName);
      else if (problem === 'display-not-enrolled') reportNotEnrolled();
      // The phone's problems: these pages never ask the phone's fields.
      else if (problem !== 'system-unavailable') return;
      else if (onDisplay)
        redirectToDefaultSystem(browserPage(), writeSystemContext, withoutSystemParam(window.location.href));
      else redirectToDefaultSystem(browserPage(), writeSystemContext);
    },
  });
  const services: BaseServices = { i18n, requestContext, stores: { connection, serverVersion }, transport };

  // Screen readers and hyphenation follow the page language.
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });

  // One awaited import per page, each on its own: written as one conditional expression, the build
  // preloaded the console's chunks but not the display's stylesheet, and the wall rendered unstyled.
  if (onDisplay) {
    const display = await import('./features/display/app/display-page');
    return display.displayPage(services);
  }
  const consoleModule = await import('./app/console-page');
  return consoleModule.consolePage(services);
}
