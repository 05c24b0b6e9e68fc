import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { GraphQLError } from 'graphql';

/** The header the setup wizard sends the code in (ADR 0021). */
export const SETUP_CODE_HEADER = 'x-setup-code';

// Crockford's alphabet: no I, L, O, U, so a code read off a console log is typed back without doubt.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;
/** Wrong codes an address may send before it must wait; each further one doubles the wait. */
const FREE_FAILURES = 3;
const MAX_WAIT_MS = 5 * 60_000;

/** Loopback only: a client on the server's own machine (`127.0.0.0/8`, `::1`, and IPv4 mapped in IPv6). */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** What the user typed, as the code is compared: upper case, without spaces or dashes. */
export function normaliseCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

const digest = (text: string) => createHash('sha256').update(normaliseCode(text)).digest();

export function setupCodeError(code: 'SETUP_CODE_REQUIRED' | 'SETUP_CODE_REFUSED' | 'SETUP_CODE_WAIT', wait = 0) {
  const message = {
    SETUP_CODE_REQUIRED: 'setup code required: the server prints it in its log while setup is open',
    SETUP_CODE_REFUSED: 'setup code refused',
    SETUP_CODE_WAIT: `setup code refused: too many wrong codes, try again in ${wait} s`,
  }[code];
  return new GraphQLError(message, { extensions: { code, ...(wait ? { retry_after: wait } : {}) } });
}

/**
 * Who may run the setup steps while no user exists (ADR 0021): a client on the server's own machine,
 * or one that sends the one-time code the server logs at start. The code is made here; the setup service
 * shares it through the database with the other instances (`adopt`). Wrong codes from one address slow it
 * down, doubling each time.
 */
export function createSetupGate(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let code: string | null = null;
  const failures = new Map<string, { count: number; until: number }>();

  function current(): string {
    if (!code) {
      code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    }
    return code;
  }

  return {
    /** The code as stored and compared: its ten characters. */
    raw(): string {
      return current();
    },

    /** Takes the code another instance on the same database made (ADR 0021), instead of this one's. */
    adopt(shared: string): void {
      code = normaliseCode(shared);
    },

    /** The code as the log shows it, `XXXXX-XXXXX`. */
    code(): string {
      const c = current();
      return `${c.slice(0, 5)}-${c.slice(5)}`;
    },

    /** Throws the GraphQL error the wizard shows unless this client may run a setup step. */
    admit(clientIp: string, presented: string | null): void {
      if (isLoopback(clientIp)) return;
      if (!presented?.trim()) throw setupCodeError('SETUP_CODE_REQUIRED');
      const record = failures.get(clientIp);
      const t = now();
      if (record && record.until > t) throw setupCodeError('SETUP_CODE_WAIT', Math.ceil((record.until - t) / 1000));
      // Digests have one length, so the comparison takes the same time whatever was typed.
      if (timingSafeEqual(digest(presented), digest(current()))) {
        failures.delete(clientIp);
        return;
      }
      const count = (record?.count ?? 0) + 1;
      const waitMs = count > FREE_FAILURES ? Math.min(MAX_WAIT_MS, 1000 * 2 ** (count - FREE_FAILURES - 1)) : 0;
      // Bounded: a flood of addresses must not grow this without end; old entries matter least.
      if (failures.size >= 10_000) failures.delete(failures.keys().next().value as string);
      failures.set(clientIp, { count, until: t + waitMs });
      throw setupCodeError('SETUP_CODE_REFUSED');
    },

    /** Whether a client at this address must type the code (the wizard asks for it then). */
    needsCode(clientIp: string): boolean {
      return !isLoopback(clientIp);
    },
  };
}

export type SetupGate = ReturnType<typeof createSetupGate>;
