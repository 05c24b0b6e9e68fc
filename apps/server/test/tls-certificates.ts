import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestCertificate {
  key: string;
  cert: string;
  certPath: string;
  /** SHA-256, colon-separated hex, as `openssl x509 -fingerprint -sha256` prints it. */
  fingerprint: string;
}

/** A self-signed certificate for 127.0.0.1, made for this run with openssl (node:crypto cannot issue X.509). */
export function selfSigned(dir: string, name: string): TestCertificate {
  const keyPath = join(dir, `${name}.key`);
  const certPath = join(dir, `${name}.pem`);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1',
    '-keyout', keyPath, '-out', certPath,
  ], { stdio: 'ignore' }); // biome-ignore format: one command line reads better than one argument a line
  const cert = readFileSync(certPath, 'utf8');
  return { key: readFileSync(keyPath, 'utf8'), cert, certPath, fingerprint: new X509Certificate(cert).fingerprint256 };
}
