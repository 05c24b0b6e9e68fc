import { useQuery } from '@apollo/client/react';
import { LOCALES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { NAV_ITEMS } from '../../../app/shell/nav-items';
import { UserRoleOptionsDocument } from '../../../generated/graphql';
import type { Option } from '../../../ui/crud/field-types';

/** The choices of the user form; each is called as a hook by the CRUD kit. */

export function useLocaleOptions(): Option[] {
  const { t } = useTranslation();
  return LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }));
}

/** A homepage is a route name (spec part 1 §2, /home); the header's modules are the sensible ones. */
export function useHomepageOptions(): Option[] {
  const { t } = useTranslation('nav');
  return NAV_ITEMS.map((item) => ({ value: item.route, label: t(item.key) }));
}

export function useRoleOptions(): Option[] {
  const { data } = useQuery(UserRoleOptionsDocument);
  return (data?.roles.items ?? []).map((role) => ({ value: role.id, label: role.name }));
}

/** Every system; a name that repeats gets its id in brackets, as the system selector shows it. */
export function useSystemOptions(): Option[] {
  const systems = useSession().data.publicSystemParams;
  const repeated = (name: string) => systems.filter((s) => s.name === name).length > 1;
  return systems.map((s) => ({ value: s.id, label: repeated(s.name) ? `${s.name} (${s.id})` : s.name }));
}
