import { eq } from 'drizzle-orm';
import type { ConfigSnapshot } from '../../call-system/protocol-types';
import type { DbOrTx } from '../../db/client';
import { systems } from '../../db/schema/index';
import { bool, type FieldSpec, int, intList, mapEntity, mapped, text } from './config-fields';

/** The systems row's columns that mirror the configurator's system parameters (protocol §4). */
const systemParamFields: FieldSpec<typeof systems.$inferInsert> = {
  name: text.required(),
  // Not `ip`: the systems row's ip is where this console reaches the configurator (the link endpoint).
  // The address the configurator reports for itself can differ (NAT, port forwarding, the simulator
  // on 127.0.0.1 reporting 192.168.1.10), and copying it there would cut the link at the next connect.
  subnet: text.or('255.255.255.0'),
  gateway: text.or('192.168.1.1'),
  ntp_server: text.or('pool.ntp.org'),
  timezone: text.or('Europe/Zurich'),
  daylight_savings: bool.or(true),
  dhcp: bool.or(false),
  // The configurator writes language codes in capitals; the console keeps locales in lower case.
  display_language: mapped(text.or('DE'), (code) => code.toLowerCase()),
  night_start: int.or(1320),
  night_stop: int.or(360),
  weekend_start: int.or(6840),
  weekend_stop: int.or(360),
  auto_commit: bool.or(false),
  call_suppression_enabled: bool.or(false),
  call_suppression_sections: intList.or([]),
  call_suppression_time_start: text.orNull(),
  call_suppression_time_end: text.orNull(),
  version: text.orNull(),
};

/**
 * Copies the system parameters onto the system's row and records the revision imported. The systems
 * table has no item state, so there is no pending edit to protect here.
 */
export async function importSystemParams(tx: DbOrTx, systemId: number, snapshot: ConfigSnapshot): Promise<number> {
  const params = snapshot.system_params;
  // The protocol names a few fields differently from the console's columns.
  const values = params
    ? mapEntity('system_params', systemParamFields, {
        ...params,
        call_suppression_sections: params.call_suppression_section_ids,
        call_suppression_time_start: params.call_suppression_start,
        call_suppression_time_end: params.call_suppression_end,
      })
    : {};
  const updated = await tx
    .update(systems)
    .set({ ...values, config_revision: snapshot.revision, updated_at: new Date() })
    .where(eq(systems.id, systemId))
    .returning({ id: systems.id });
  if (!updated.length) throw new Error(`system ${systemId} does not exist`);
  return params ? 1 : 0;
}
