import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { connect, rootCertificates, type TLSSocket } from 'node:tls';
import { StartRefused } from '../start-refused';

/**
 * How a configurator reached over HTTPS is trusted (ADR 0021). Head units ship self-signed
 * certificates, so a configurator may pin its certificate's SHA-256 fingerprint; otherwise the
 * certificate must chain to the system roots or to CONFIGURATOR_CA_FILE, for its address or name.
 */
export interface ConfiguratorTls {
  /** SHA-256 of the certificate (DER), hex with or without colons, as `openssl x509 -fingerprint -sha256` prints it. */
  fingerprint?: string | null | undefined;
}

let extraCa: string | null = null;

/** At start: CONFIGURATOR_CA_FILE, read once; an unreadable file refuses the start. */
export function configureConfiguratorTrust(options: { caFile?: string | undefined }): void {
  extraCa = null;
  if (!options.caFile) return;
  try {
    extraCa = readFileSync(options.caFile, 'utf8');
  } catch (error) {
    throw new StartRefused(`cannot read CONFIGURATOR_CA_FILE ${options.caFile}: ${(error as Error).message}`);
  }
  if (!extraCa.includes('BEGIN CERTIFICATE')) {
    throw new StartRefused(`CONFIGURATOR_CA_FILE ${options.caFile} holds no PEM certificate`);
  }
}

export function normaliseFingerprint(text: string): string {
  return text.replace(/[\s:]/g, '').toUpperCase();
}

export class CertificateRefused extends Error {
  override readonly name = 'CertificateRefused';
  readonly code = 'CERT_FINGERPRINT_MISMATCH';
}

/**
 * A TLS connection to the configurator, verified before it is handed over: nothing (least of all the
 * Basic credentials) is written to it until the certificate is trusted. A pinned fingerprint replaces
 * the chain check, since a self-signed certificate has no chain; it is compared once the handshake
 * is done and before any data is sent.
 */
export function connectTls(url: URL, tls: ConfiguratorTls | undefined, timeoutMs: number): Promise<TLSSocket> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || 443);
  const pin = tls?.fingerprint ? normaliseFingerprint(tls.fingerprint) : null;
  return new Promise((resolve, reject) => {
    const socket = connect({
      host,
      port,
      ...(isIP(host) ? {} : { servername: host }),
      rejectUnauthorized: pin === null,
      ...(pin === null && extraCa ? { ca: [...rootCertificates, extraCa] } : {}),
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(Object.assign(new Error('TLS handshake timed out'), { name: 'TimeoutError' }));
    }, timeoutMs);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('secureConnect', () => {
      clearTimeout(timer);
      if (pin !== null) {
        const seen = normaliseFingerprint(socket.getPeerCertificate().fingerprint256 ?? '');
        if (seen !== pin) {
          socket.destroy();
          reject(new CertificateRefused(`the configurator's certificate (SHA-256 ${seen}) is not the pinned one`));
          return;
        }
      }
      resolve(socket);
    });
  });
}
