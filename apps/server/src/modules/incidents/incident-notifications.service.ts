import { hasPermission } from '@wardlight/domain';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import { writeAudit } from '../audit/audit.repository';
import {
  type NotificationFlags,
  notificationSettingsOf,
  writeNotificationSetting,
} from './incident-notifications.repository';

const FLAGS = [
  'enabled',
  'notify_battery',
  'notify_defects',
  'notify_not_reachable',
  'notify_probable_defects',
] as const;

export function listNotificationSettings(db: Db, systemId: number) {
  return notificationSettingsOf(db, systemId);
}

export async function notificationSetting(db: Db, systemId: number, userId: number) {
  const [row] = await notificationSettingsOf(db, systemId, userId);
  return row ?? null;
}

/** Saves one handler's flags with their audit entries; someone else's mailbox needs admin::manage_users. */
export async function saveNotificationSetting(
  db: Db,
  actor: CrudActor,
  systemId: number,
  userId: number,
  flags: NotificationFlags,
) {
  if (userId !== actor.userId && !hasPermission(actor.principal, 'admin::manage_users')) throw missingPermission();
  return db.transaction(async (tx) => {
    const [before] = await notificationSettingsOf(tx, systemId, userId);
    if (!before) throw new ValidationFailed([{ field: 'user_id', key: 'invalid_value' }]);
    const values = Object.fromEntries(FLAGS.map((f) => [f, flags[f]])) as NotificationFlags;
    await writeNotificationSetting(tx, systemId, userId, values);
    const changed = FLAGS.filter((f) => before[f] !== values[f]);
    await writeAudit(
      tx,
      actor,
      changed.map((field) => ({
        action: 'updated',
        entity: 'incident_notification',
        entityId: userId,
        field,
        change: { from: before[field], to: values[field] },
      })),
    );
    return { ...before, ...values };
  });
}
