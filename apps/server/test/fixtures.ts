import { readFileSync } from 'node:fs';
import { encodeLicense, type LicensePayload } from '../src/modules/license/license-code';

const devKey = () => readFileSync(new URL('../keys/dev-license-private.pem', import.meta.url), 'utf8');

/** A license code signed with the development key, for `customer`. */
export function buildLicense(overrides: Partial<LicensePayload> = {}): {
  customer: string;
  code: string;
  payload: LicensePayload;
} {
  const payload: LicensePayload = {
    v: 5,
    id: 1001,
    name: 'Test care home',
    customer: '100001',
    issued_at: '2026-11-01T00:00:00.000Z',
    features: { analytics: true, log: true, management: true },
    limits: { devices: 500, visuals: 20, app_clients: 50, systems: 3 },
    ...overrides,
  };
  return { customer: payload.customer, code: encodeLicense(payload, devKey()), payload };
}

export const ADMIN_PASSWORD = 'correct horse 1';
