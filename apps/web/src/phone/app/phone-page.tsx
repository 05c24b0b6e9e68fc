import { DEFAULT_LOCALE, isLocale } from '@wardlight/domain';
import type { ReactNode } from 'react';
import { loadI18n, PHONE_NAMESPACES } from '../../i18n/i18n';
import { createPartitionStorage } from '../storage/partition-storage';
import { parseLaunchParams } from './launch-params';
import { linkPhoneManifest } from './manifest-link';
import { PhoneApp } from './PhoneApp';
import { type ConnectionKit, createPhoneServices } from './phone-services';

/**
 * The page main.tsx renders on a phone address (/app/…): the staff phone client alone, without the
 * console's or the display's code. `<html data-page="phone">` tells which page is loaded.
 */
export async function phonePage(kit: ConnectionKit): Promise<ReactNode> {
  document.documentElement.dataset.page = 'phone';
  linkPhoneManifest(document);
  const params = parseLaunchParams(window.location.search);
  const storage = createPartitionStorage(params.partition);
  const stored = storage.read('locale');
  const i18n = await loadI18n(isLocale(stored) ? stored : DEFAULT_LOCALE, PHONE_NAMESPACES);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return <PhoneApp services={createPhoneServices({ kit, i18n, params, storage })} />;
}
