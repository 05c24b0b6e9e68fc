import { DEMO_STAFF, DEMO_STAFF_PASSWORD, type DemoPhone, demoClientName, demoPartition } from '@wardlight/domain';
import { and, eq } from 'drizzle-orm';
import { appClients } from '../../db/schema/index';
import type { Services } from '../../services';
import { newPairing } from '../app-clients/app-clients.repository';
import type { RequestFacts } from '../auth/auth.service';
import { DemoRefused } from './demo.service';

/**
 * The demo's three phones (ADR 0043). Those in `renew` (their storage partition in the visitor's browser
 * holds no tokens) get a new pairing code, are paired with it and their app user signed in — through
 * the phone service, exactly the steps the phone client takes with `demoClient` and `demoUser` — and the
 * tokens go back to the page, which puts them into the partitions before the phones load.
 */
export async function demoPhones(
  services: Services,
  systemId: number,
  renew: readonly number[],
  facts: Pick<RequestFacts, 'clientIp' | 'userAgent'>,
): Promise<DemoPhone[]> {
  const phones: DemoPhone[] = [];
  for (const staff of DEMO_STAFF) {
    const base = {
      n: staff.n,
      partition: demoPartition(staff.n),
      name: staff.name,
      display_name: staff.display_name,
      system_id: systemId,
    };
    if (!renew.includes(staff.n)) {
      phones.push({ ...base, device_token: null, session_token: null });
      continue;
    }
    const pairing = newPairing();
    const [client] = await services.db
      .update(appClients)
      .set({
        ...pairing,
        device_token_hash: null,
        session_token_hash: null,
        app_user_id: null,
        signed_in_at: null,
        updated_at: new Date(),
      })
      .where(and(eq(appClients.system_id, systemId), eq(appClients.name, demoClientName(staff.n))))
      .returning({ id: appClients.id });
    if (!client) throw new DemoRefused(409, 'the demo phones are missing: start with DEMO_MODE=1');
    // An earlier pairing of this phone (another browser) ends: its sockets hear of it.
    await services.bus.publish('phonesChanged', { client_ids: [client.id] });
    const paired = await services.phones.pair(pairing.pairing_token, facts);
    const identity = await services.phones.identify({ client: paired.device_token, session: null }, { fresh: true });
    if (!identity) throw new DemoRefused(409, 'the demo phone could not be paired');
    const signedIn = await services.phones.signIn(identity, staff.name, DEMO_STAFF_PASSWORD, facts);
    phones.push({ ...base, device_token: paired.device_token, session_token: signedIn.session_token });
  }
  return phones;
}
