import type { ServerConfig } from '../../config';
import type { Logger } from '../../logger';
import { StartRefused } from '../../start-refused';
import { devPublicKey } from './license.service';
import { parsePublicKeys } from './license-code';

const der = (pem: string) =>
  parsePublicKeys([pem])
    .map((k) => k.export({ type: 'spki', format: 'der' }).toString('base64'))
    .join();

/** Whether the repository's development key (its private half is public) is among the trusted keys. */
export function trustsDevKey(configured: readonly string[] | undefined, devKeyPem: string): boolean {
  if (!configured) return true;
  const dev = der(devKeyPem);
  return configured.some((pem) => der(pem) === dev);
}

/**
 * ADR 0021: in production the development licence key is refused, since anyone can sign codes with it,
 * unless ALLOW_DEV_LICENSE_KEY=1 says so knowingly (a demo machine); then the start logs a warning and
 * administrators see a banner. Returns whether that override is in force.
 */
export function checkDevKeyPolicy(options: {
  production: boolean;
  trustsDevKey: boolean;
  allowDevKey: boolean;
}): 'fine' | 'overridden' {
  if (!options.production || !options.trustsDevKey) return 'fine';
  if (options.allowDevKey) return 'overridden';
  throw new StartRefused(
    'NODE_ENV=production, but the trusted licence keys include the development key from the repository, ' +
      'whose private half is public: anyone could issue licence codes. Set LICENSE_PUBLIC_KEYS to your own ' +
      'public key (README, "Licenses"), or ALLOW_DEV_LICENSE_KEY=1 for a demonstration machine.',
  );
}

/** The start's check from the configuration; true when production runs on the development key by override. */
export function devKeyPolicy(
  config: Pick<ServerConfig, 'production' | 'licensePublicKeys' | 'allowDevLicenseKey'>,
  log: Logger,
): boolean {
  const outcome = checkDevKeyPolicy({
    production: config.production ?? false,
    trustsDevKey: trustsDevKey(config.licensePublicKeys, devPublicKey()),
    allowDevKey: config.allowDevLicenseKey ?? false,
  });
  if (outcome === 'fine') return false;
  log.warn(
    'ALLOW_DEV_LICENSE_KEY=1: this production server trusts the development licence key; anyone can issue codes for it',
  );
  return true;
}
