import { LOCALES, PERMISSION_GROUPS, PERMISSIONS } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../app/routes/route-index';
import { createI18n } from '../../i18n/i18n';
import { entityTextKeys } from '../../ui/crud/entity-texts';
import { roleEntity } from './roles/roles.entity';
import { userEntity } from './users/users.entity';

const i18n = createI18n('de');
const missing = (keys: readonly string[]) => keys.filter((key) => !i18n.exists(key, { lng: 'de', fallbackLng: [] }));

describe('admin declarations', () => {
  it.each([
    ['admin.users', userEntity],
    ['admin.roles', roleEntity],
  ] as const)('%s: the route requires what the declaration reads with', (name, entity) => {
    const route = findRoute(name);
    expect(route?.def.all).toEqual(entity.permissions.read);
    expect(findRoute(`${name}.edit`)?.chain).toContain(route?.def);
  });

  it.each([
    ['users', entityTextKeys(userEntity)],
    ['roles', entityTextKeys(roleEntity)],
  ])('%s: every text the kit reads is in the catalogue', (_, keys) => {
    expect(keys.length).toBeGreaterThan(8);
    expect(missing(keys)).toEqual([]);
  });

  it('names every permission and group of the domain catalogue', () => {
    expect(missing(Object.keys(PERMISSION_GROUPS).map((g) => `admin:permissions.groups.${g}`))).toEqual([]);
    expect(missing(PERMISSIONS.map((p) => `admin:permissions.codes.${p.group}.${p.action}`))).toEqual([]);
  });

  it.each(LOCALES)('%s: the delete phrase is one word the user can type', (lng) => {
    expect(i18n.t('crud:delete.phrase', { lng })).toMatch(/^\p{L}+$/u);
  });
});
