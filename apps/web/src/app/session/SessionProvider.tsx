import { isLocale } from '@wardlight/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDataDocument, type AppDataQuery } from '../../generated/transport';
import { localeParam, visitorLocale } from '../../i18n/visitor-locale';
import { hasErrorCode } from '../../ui/graphql-errors';
import { useTransport } from '../connection/transport-context';
import { useNotify } from '../notifications/notifications-context';
import {
  readStoredUserId,
  readSystemContext,
  readVisitorLocale,
  writeDefaultLocale,
  writeStoredLocale,
  writeStoredUserId,
} from '../storage';
import { type Session, SessionContext } from './session-context';
import { situationOf } from './situation-of';

interface Props {
  children: ReactNode;
  /** Shown until AppData first arrives. */
  fallback: ReactNode;
  /** Shown when AppData cannot be loaded at all; `unreachable`: no answer came (no network, server away). */
  failure: (retry: () => void, unreachable: boolean) => ReactNode;
  /** Forgets what the page's caches hold of the last user (the console's Apollo cache). */
  forgetUser?: () => Promise<unknown>;
}

/** Holds AppData (spec part 1 §7) and with it who is signed in. */
export function SessionProvider({ children, fallback, failure, forgetUser }: Props) {
  const transport = useTransport();
  const [data, setData] = useState<AppDataQuery | null>(null);
  /** Why AppData is missing: the server could not be reached, or it answered with an error. */
  const [failed, setFailed] = useState<'unreachable' | 'error' | null>(null);
  const notify = useNotify();
  const { i18n } = useTranslation();

  const load = useCallback(async () => {
    const hasSession = readStoredUserId() > 0;
    const result = await transport.execute(AppDataDocument, { hasSession });
    // The stored id outlived the session (timed out, signed out elsewhere): continue as a visitor.
    if (hasSession && (hasErrorCode(result.error, 'MISSING_AUTH') || (result.data && !result.data.authUser))) {
      writeStoredUserId(null);
      return load();
    }
    if (result.data) {
      // A signed-in user's language follows them from device to device, and from reload to reload.
      // A visitor gets the address's ?locale=, their own choice or the console's default — never the
      // language of the user who signed in here last (issue 14).
      const userLocale = result.data.authUser?.locale;
      const configured = result.data.globalSettings?.locale;
      if (isLocale(configured)) writeDefaultLocale(configured);
      const locale = result.data.authUser
        ? userLocale
        : visitorLocale({
            param: localeParam(globalThis.location?.search ?? ''),
            chosen: readVisitorLocale(),
            configured: isLocale(configured) ? configured : null,
          });
      if (isLocale(locale) && result.data.authUser) writeStoredLocale(locale);
      if (isLocale(locale) && locale !== i18n.language) await i18n.changeLanguage(locale);
      setData(result.data);
      setFailed(null);
    } else {
      const unreachable = result.error?.unreachable === true;
      setFailed(unreachable ? 'unreachable' : 'error');
      // Offline, the failure page says so plainly (ADR 0044); "could not be loaded" beside it would muddle it.
      // A browser may think itself online when it is not (Chromium after a reload served by the PWA's
      // worker): no answer at all counts as offline too.
      if (unreachable || globalThis.navigator?.onLine === false) return;
      // Spec part 1 §8; a failed reload leaves the loaded console in place, so this is all the user sees.
      notify({
        id: 'app-data',
        type: 'error',
        title: i18n.t('errors:appData.title'),
        text: i18n.t('errors:appData.text'),
      });
    }
  }, [transport, notify, i18n]);

  useEffect(() => {
    void load();
  }, [load]);

  const session = useMemo<Session | null>(() => {
    if (!data) return null;
    return {
      data,
      user: data.authUser ?? null,
      situation: situationOf(data, readSystemContext()),
      reload: load,
      async signedIn(userId) {
        writeStoredUserId(userId);
        // The socket authenticates once, at its handshake; one opened for a visitor would stay a
        // visitor's and its @auth subscriptions would fail, so it reconnects with the new cookie.
        transport.socket.terminate();
        await load();
      },
      async signedOut() {
        writeStoredUserId(null);
        transport.socket.terminate();
        await forgetUser?.();
        await load();
      },
    };
  }, [data, load, transport, forgetUser]);

  if (!session) return failed ? failure(() => void load(), failed === 'unreachable') : fallback;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
