import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies are believed about the client address (`TRUST_PROXY`, ADR 0020): none, a
 * number of hops (the right-most addresses of `X-Forwarded-For`, which our own proxies appended), or
 * the proxies' addresses and CIDR ranges. Never "everyone": the left-most entries are whatever the
 * client wrote, and believing them voids every per-address limit.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Names proxy-addr (Fastify's) also understands, for configurations written for it. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  if (text.toLowerCase() === 'true') {
    throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For; give a hop count (1) or the proxy addresses');
  }
  const addresses = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((entry) => NAMED[entry.toLowerCase()] ?? [entry]);
  for (const entry of addresses) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    if (!family || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count, an address nor a CIDR range`);
    }
  }
  return { addresses };
}

/** An IPv4 address as Node reports it on a dual-stack socket (`::ffff:10.0.0.1`) is the IPv4 one. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** `(address, hop)` → whether that hop is a proxy we run; the shape Fastify's `trustProxy` takes. */
export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  const list = new BlockList();
  for (const entry of trust.addresses) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const a = plain(address);
    const family = isIP(a);
    return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client address of a raw request (the socket upgrade, which Fastify does not see), by the same
 * rule as Fastify's `req.ip`: walk from the peer towards the left of `X-Forwarded-For` while the hop
 * is trusted; the first untrusted one is the client.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const hops = [peer, ...forwarded];
  for (let i = 0; i < hops.length - 1; i++) {
    if (!trust(hops[i] as string, i)) return hops[i] as string;
  }
  return hops[hops.length - 1] as string;
}
