import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useDisplayConfig } from '../config/display-config';

/**
 * The display speaks its configured language (spec part 2 §2 `locale`) without changing the
 * console's: a clone of the i18n instance shares the texts and only differs in language. The app
 * fetches languages lazily, so until the display's language is there the console's is used.
 */
export function DisplayLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { locale } = useDisplayConfig().config;
  const [own, setOwn] = useState<{ locale: string; instance: I18n } | null>(null);

  useEffect(() => {
    if (!locale || locale === i18n.language) return;
    let current = true;
    // Handed out only once initialised (an uninitialised instance makes every text suspend). The init
    // callback runs inside cloneInstance when the texts are all there, later when they are fetched.
    const clone: { instance?: I18n; ready?: boolean } = {};
    const publish = () => {
      if (current && clone.ready && clone.instance) setOwn({ locale, instance: clone.instance });
    };
    clone.instance = i18n.cloneInstance({ lng: locale }, () => {
      clone.ready = true;
      publish();
    });
    publish();
    return () => {
      current = false;
    };
  }, [i18n, locale]);

  const instance = own && own.locale === locale && locale !== i18n.language ? own.instance : i18n;
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
