import { DEMO_STAFF, demoPartition } from '@wardlight/domain';
import { createPartitionStorage } from '../../phone/storage/partition-storage';
import { demoApi } from './demo-api';

const storageOf = (n: number) => createPartitionStorage(demoPartition(n));

/**
 * Makes each demo phone's partition hold a pairing and a sign-in before its frame loads (ADR 0043): the
 * server pairs and signs in the phones whose partition in this browser holds none (`all`: every phone,
 * as a reset does), and their tokens go where the phone client keeps them.
 */
export async function preparePhones(all = false): Promise<void> {
  const renew = DEMO_STAFF.filter((s) => all || !storageOf(s.n).read('device') || !storageOf(s.n).read('session')).map(
    (s) => s.n,
  );
  if (renew.length === 0) return;
  const { phones } = await demoApi.phones(renew);
  for (const phone of phones) {
    if (!phone.device_token || !phone.session_token) continue;
    const storage = storageOf(phone.n);
    storage.write('device', phone.device_token);
    storage.write('session', phone.session_token);
    storage.write('system', String(phone.system_id));
  }
}
