import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import type { License } from '@wardlight/domain';

/**
 * Offline license codes: `WL.<payload>.<signature>`, both base64url. The Ed25519 signature covers
 * the customer number and the payload, so a code only activates for the customer it was issued to.
 */
export interface LicensePayload extends License {
  v: number;
  customer: string;
  issued_at: string;
}

export type DecodeResult =
  | { ok: true; payload: LicensePayload }
  | { ok: false; reason: 'no_license' | 'not_version_5' };

const PREFIX = 'WL';
export const LICENSE_VERSION = 5;

const signedText = (customer: string, payloadB64: string) => Buffer.from(`${customer.trim()}\n${payloadB64}`);

export function encodeLicense(payload: LicensePayload, privateKeyPem: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const key = createPrivateKey(privateKeyPem);
  const signature = sign(null, signedText(payload.customer, body), key).toString('base64url');
  return `${PREFIX}.${body}.${signature}`;
}

export function parsePublicKeys(texts: readonly string[]): KeyObject[] {
  return texts.map((t) =>
    t.includes('BEGIN')
      ? createPublicKey(t)
      : createPublicKey({ key: Buffer.from(t.trim(), 'base64'), format: 'der', type: 'spki' }),
  );
}

export function decodeLicense(customer: string, code: string, keys: readonly KeyObject[]): DecodeResult {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return { ok: false, reason: 'no_license' };
  const [, body = '', signature = ''] = parts;
  const signatureBytes = Buffer.from(signature, 'base64url');
  const trusted = keys.some((k) => {
    try {
      return verify(null, signedText(customer, body), k, signatureBytes);
    } catch {
      return false;
    }
  });
  if (!trusted) return { ok: false, reason: 'no_license' };
  let payload: LicensePayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LicensePayload;
  } catch {
    return { ok: false, reason: 'no_license' };
  }
  if (payload.customer !== customer.trim()) return { ok: false, reason: 'no_license' };
  if (payload.v !== LICENSE_VERSION) return { ok: false, reason: 'not_version_5' };
  return { ok: true, payload };
}
