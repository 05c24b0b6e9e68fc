import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, trustFunction } from './trust-proxy';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.2', { addresses: ['10.0.0.2'] }],
    ['10.0.0.0/8, fd00::/8', { addresses: ['10.0.0.0/8', 'fd00::/8'] }],
    ['loopback', { addresses: ['127.0.0.1/8', '::1/128'] }],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/x'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('198.51.100.7', '1.2.3.4'), trustFunction(false))).toBe('198.51.100.7');
  });

  it('with one hop, is the entry our proxy appended, not the spoofed ones left of it', () => {
    const trust = trustFunction(parseTrustProxy('1'));
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.7'), trust)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.2', '198.51.100.7'), trust)).toBe('198.51.100.7');
    // A request that reached us without the proxy has no entry to believe.
    expect(clientAddress(request('10.0.0.2'), trust)).toBe('10.0.0.2');
  });

  it('with proxy addresses, walks left past our proxies and stops at the first stranger', () => {
    const trust = trustFunction(parseTrustProxy('10.0.0.0/8'));
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.1.1'), trust)).toBe('198.51.100.7');
    expect(clientAddress(request('::ffff:10.0.0.2', '198.51.100.7'), trust)).toBe('198.51.100.7');
    // A stranger talking to us directly is not believed about anyone.
    expect(clientAddress(request('203.0.113.5', '1.2.3.4'), trust)).toBe('203.0.113.5');
  });
});
