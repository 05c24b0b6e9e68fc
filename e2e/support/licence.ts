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

/** The wizard's licence. Each licence id activates once per install: another one needs its own `id`. */
export const WIZARD_LICENCE = { id: 1, limits: { devices: 500, visuals: 20, app_clients: 50, systems: 3 } };

export function devLicence(
  customer = '100001',
  name = 'Haus Linde',
  { id, limits }: { id: number; limits: typeof WIZARD_LICENCE.limits } = WIZARD_LICENCE,
): Licence {
  const code = encodeLicense(
    {
      v: LICENSE_VERSION,
      id,
      name,
      customer,
      issued_at: new Date().toISOString(),
      features: { analytics: true, log: true, management: true },
      limits,
    },
    readFileSync(DEV_KEY, 'utf8'),
  );
  return { customer, code, name };
}
