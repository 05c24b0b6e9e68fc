import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildLicense } from '../../../test/fixtures';
import { devPublicKey } from './license.service';
import { decodeLicense, parsePublicKeys } from './license-code';

const trusted = parsePublicKeys([devPublicKey()]);

describe('license codes', () => {
  it('decode for the customer they were issued to', () => {
    const { customer, code, payload } = buildLicense();
    expect(decodeLicense(customer, code, trusted)).toEqual({ ok: true, payload });
    expect(decodeLicense(` ${customer} `, ` ${code} `, trusted).ok).toBe(true);
  });

  it.each([
    ['another customer number', (_c: string, code: string) => decodeLicense('100002', code, trusted)],
    ['a changed payload', (c: string, code: string) => decodeLicense(c, code.replace(/\.(.)/, '.X'), trusted)],
    ['garbage', (c: string) => decodeLicense(c, 'hello', trusted)],
    [
      'an untrusted key',
      (c: string, code: string) => {
        const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
        return decodeLicense(c, code, parsePublicKeys([other]));
      },
    ],
  ])('refuse %s as no license', (_name, attempt) => {
    const { customer, code } = buildLicense();
    expect(attempt(customer, code)).toEqual({ ok: false, reason: 'no_license' });
  });

  it('refuse a correctly signed license of another version', () => {
    const { customer, code } = buildLicense({ v: 4 });
    expect(decodeLicense(customer, code, trusted)).toEqual({ ok: false, reason: 'not_version_5' });
  });

  it('accept keys given as base64 DER as well as PEM', () => {
    const der = Buffer.from(devPublicKey().replace(/-----[^-]+-----|\s/g, ''), 'base64').toString('base64');
    const { customer, code } = buildLicense();
    expect(decodeLicense(customer, code, parsePublicKeys([der])).ok).toBe(true);
  });
});
