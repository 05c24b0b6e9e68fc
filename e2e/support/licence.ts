// A licence code signed with the repository's development key, as `npm run licence` issues it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeLicense, LICENSE_VERSION } from '../../apps/server/src/modules/license/license-code';
import { ROOT } from './processes';

const DEV_KEY = join(ROOT, 'apps/server/keys/dev-license-private.pem');

export interface Licence {
  customer: string;
  code: string;
  name: string;
}

export function devLicence(customer = '100001', name = 'Haus Linde'): Licence {
  const code = encodeLicense(
    {
      v: LICENSE_VERSION,
      id: 1,
      name,
      customer,
      issued_at: new Date().toISOString(),
      features: { analytics: true, log: true, management: true },
      limits: { devices: 500, visuals: 20, app_clients: 50, systems: 3 },
    },
    readFileSync(DEV_KEY, 'utf8'),
  );
  return { customer, code, name };
}
