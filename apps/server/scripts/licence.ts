// Issues an offline license code: npm run licence -- --customer 100001 --id 1 --name "Haus Linde" ...
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { encodeLicense, LICENSE_VERSION } from '../src/modules/license/license-code';

const { values } = parseArgs({
  options: {
    customer: { type: 'string' },
    id: { type: 'string' },
    name: { type: 'string', default: 'Wardlight' },
    features: { type: 'string', default: 'analytics,log,management' },
    devices: { type: 'string', default: '500' },
    visuals: { type: 'string', default: '20' },
    'app-clients': { type: 'string', default: '50' },
    systems: { type: 'string', default: '3' },
    version: { type: 'string', default: String(LICENSE_VERSION) },
    key: { type: 'string', default: new URL('../keys/dev-license-private.pem', import.meta.url).pathname },
    help: { type: 'boolean', default: false },
  },
});

const usage = `Issues a license code signed with an Ed25519 private key.

  npm run licence -- --customer 100001 --id 1 [--name "Haus Linde"] [--features analytics,log,management]
                     [--devices 500] [--visuals 20] [--app-clients 50] [--systems 3] [--key private.pem]

Without --key the development key in apps/server/keys is used; a production server must not trust it.`;

if (values.help || !values.customer || !values.id) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const num = (text: string | undefined, name: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
  return n;
};

const features = new Set((values.features ?? '').split(',').map((f) => f.trim()));
if (values.customer.length > 6) {
  console.error('--customer holds at most 6 characters');
  process.exit(2);
}
const code = encodeLicense(
  {
    v: num(values.version, 'version'),
    id: num(values.id, 'id'),
    name: values.name ?? 'Wardlight',
    customer: values.customer,
    issued_at: new Date().toISOString(),
    features: {
      analytics: features.has('analytics'),
      log: features.has('log'),
      management: features.has('management'),
    },
    limits: {
      devices: num(values.devices, 'devices'),
      visuals: num(values.visuals, 'visuals'),
      app_clients: num(values['app-clients'], 'app-clients'),
      systems: num(values.systems, 'systems'),
    },
  },
  readFileSync(values.key ?? '', 'utf8'),
);
console.log(`customer: ${values.customer}\ncode:     ${code}`);
