import { checkNewPassword } from '@wardlight/domain';
import { appUserGroups, appUsers } from '../../db/schema/index';
import { hashPassword } from '../auth/password';
import { type ConsoleEntity, defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName } from '../console-entities/rules';
import { appUserResolvers } from './app-users.phones';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * App users (spec part 2 §3 App user, issue 13): the staff who sign in on the phones with their name
 * (unique within the system) and a password, in an app user group. The password is write-only: the
 * input's `password` and `password_repeat` become `password_hash` (argon2id, as console users'), which
 * the API never returns and the audit log names without its value. An update without a password keeps it;
 * a new one, like deleting the user, signs them out on their phones.
 */
export const appUserEntity: ConsoleEntity = defineConsoleEntity(appUsers, {
  entity: 'app_user',
  names: { one: 'appUser', many: 'appUsers', Singular: 'AppUser', Plural: 'AppUsers' },
  fields: ['name', 'display_name', 'group_id'],
  search: ['name', 'display_name'],
  orderBy: 'name',
  sortable: ['display_name', 'group_id'],
  unique: ['name'],
  opaque: ['password_hash'],
  async check(user, { issues, exists, input, existing }) {
    // Without a group (or once its group is deleted) a user is rung only as a subscriber (ADR 0031).
    await exists('group_id', appUserGroups, [user.group_id]);
    const password = text(input.password);
    const repeat = text(input.password_repeat) ?? '';
    const changesPassword = Boolean(password) || Boolean(repeat) || !existing;
    const before = issues.issues.length;
    if (changesPassword) checkNewPassword(password ?? '', repeat, issues);
    const passwordOk = issues.issues.length === before;
    return {
      name: consoleName(user.name, issues),
      display_name: user.display_name?.trim() ?? '',
      ...(changesPassword && passwordOk && password ? { password_hash: await hashPassword(password) } : {}),
    };
  },
  resolvers: appUserResolvers(() => appUserEntity),
});
