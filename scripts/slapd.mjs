// A throw-away OpenLDAP directory (Debian's slapd) on loopback for the LDAP sign-in tests, started the way
// postgres.mjs starts PostgreSQL: a temporary directory, a small tree loaded with slapadd, a free port.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

export const BASE_DN = 'dc=wardlight,dc=test';
export const ADMIN_DN = `cn=admin,${BASE_DN}`;
export const ADMIN_PASSWORD = 'admin-secret';

/**
 * The tree: people and groups. Users carry their groups in `memberOf` (the memberof overlay's attribute,
 * written directly here since slapadd runs no overlays). Two entries share the mail `twin@wardlight.test`
 * so a filter on mail can match two users; `nobody` is in no group that a test maps.
 */
export const USERS = {
  nurse: { password: 'nurse-pw', groups: ['care'], mail: 'nurse@wardlight.test' },
  tech: { password: 'tech-pw', groups: ['tech', 'care'], mail: 'tech@wardlight.test' },
  nobody: { password: 'nobody-pw', groups: ['visitors'], mail: 'nobody@wardlight.test' },
  twin1: { password: 'twin-pw', groups: ['care'], mail: 'twin@wardlight.test' },
  twin2: { password: 'twin-pw', groups: ['care'], mail: 'twin@wardlight.test' },
};
export const groupDn = (name) => `cn=${name},ou=groups,${BASE_DN}`;

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';

function ldif() {
  const groups = [...new Set(Object.values(USERS).flatMap((u) => u.groups))];
  const entries = [
    `dn: ${BASE_DN}\nobjectClass: dcObject\nobjectClass: organization\ndc: wardlight\no: Wardlight test`,
    `dn: ou=people,${BASE_DN}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ou=groups,${BASE_DN}\nobjectClass: organizationalUnit\nou: groups`,
  ];
  for (const [uid, u] of Object.entries(USERS)) {
    entries.push(
      [
        `dn: uid=${uid},ou=people,${BASE_DN}`,
        'objectClass: inetOrgPerson',
        `uid: ${uid}`,
        `cn: ${uid}`,
        `sn: ${uid}`,
        `mail: ${u.mail}`,
        `userPassword: ${u.password}`,
        ...u.groups.map((g) => `memberOf: ${groupDn(g)}`),
      ].join('\n'),
    );
  }
  for (const g of groups) {
    const members = Object.entries(USERS).filter(([, u]) => u.groups.includes(g));
    entries.push(
      [
        `dn: ${groupDn(g)}`,
        'objectClass: groupOfNames',
        `cn: ${g}`,
        ...members.map(([uid]) => `member: uid=${uid},ou=people,${BASE_DN}`),
      ].join('\n'),
    );
  }
  return `${entries.join('\n\n')}\n`;
}

/** Resolves once a TCP connection to the port succeeds; slapd says nothing on stdout when it is ready. */
async function waitForPort(port, child, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}`);
    const ok = await new Promise((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`slapd did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * `tls`: slapd also listens for ldaps:// on a second port with a certificate for 127.0.0.1 signed by a CA
 * made for this run (openssl); `caPath` is that CA's certificate, which a client must be told to trust.
 */
export async function startSlapd(options = {}) {
  if (!existsSync(SLAPD) || !existsSync(SLAPADD)) {
    throw new Error('slapd is needed for the LDAP tests: apt-get install -y slapd ldap-utils');
  }
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-ldap-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  const conf = join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'moduleload memberof',
      `pidfile ${join(dir, 'slapd.pid')}`,
      `argsfile ${join(dir, 'slapd.args')}`,
      'access to attrs=userPassword by anonymous auth by self write by * none',
      'access to * by * read',
      'database mdb',
      'maxsize 10485760',
      `suffix "${BASE_DN}"`,
      `rootdn "${ADMIN_DN}"`,
      `rootpw ${ADMIN_PASSWORD}`,
      `directory ${data}`,
      'overlay memberof',
      '',
    ].join('\n'),
  );
  let tls = null;
  if (options.tls) {
    tls = makeCertificates(dir);
    writeFileSync(
      conf,
      `TLSCertificateFile ${tls.certPath}\nTLSCertificateKeyFile ${tls.keyPath}\n${readFileSync(conf, 'utf8')}`,
    );
  }
  const ldifFile = join(dir, 'tree.ldif');
  writeFileSync(ldifFile, ldif());
  execFileSync(SLAPADD, ['-f', conf, '-l', ldifFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await freePort();
  const tlsPort = tls ? await freePort() : null;
  const listen = `ldap://127.0.0.1:${port}/${tlsPort ? ` ldaps://127.0.0.1:${tlsPort}/` : ''}`;
  // -d 0: stays in the foreground (a child of the test run, ended with it), logging nothing.
  const child = spawn(SLAPD, ['-f', conf, '-h', listen, '-d', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d) => {
    if (log.length < 10_000) log += d.toString();
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForPort(port, child);
    if (tlsPort) await waitForPort(tlsPort, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${log}`);
  }

  return {
    url: `ldap://127.0.0.1:${port}`,
    port,
    ldapsUrl: tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : null,
    caPath: tls?.caPath ?? null,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A CA and a server certificate for 127.0.0.1 signed by it (the LDAPS tests' custom CA). */
function makeCertificates(dir) {
  const file = (name) => join(dir, name);
  const run = (args) => execFileSync('openssl', args, { stdio: 'ignore' });
  run(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=Wardlight test CA', '-days', '1',
    '-keyout', file('ca.key'), '-out', file('ca.pem')]); // biome-ignore format: one command line
  run(['req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', file('server.key'),
    '-out', file('server.csr')]); // biome-ignore format: one command line
  writeFileSync(file('ext.cnf'), 'subjectAltName=IP:127.0.0.1\n');
  run(['x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'),
    '-CAcreateserial', '-days', '1', '-extfile', file('ext.cnf'), '-out', file('server.pem')]); // biome-ignore format: one command line
  return { caPath: file('ca.pem'), certPath: file('server.pem'), keyPath: file('server.key') };
}

/** A loopback port where nothing listens: the "server not reachable" case. */
export async function closedPort() {
  return freePort();
}
