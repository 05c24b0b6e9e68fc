import { describe, expect, it } from 'vitest';
import { baseUrl } from './endpoint';

describe('configurator address', () => {
  it.each([
    [{ ip: '192.168.1.10' }, 'http://192.168.1.10'],
    [{ ip: '192.168.1.10', port: 8081 }, 'http://192.168.1.10:8081'],
    [{ ip: '192.168.1.10:8081' }, 'http://192.168.1.10:8081'],
    [{ ip: '192.168.1.10:8081', port: 9000 }, 'http://192.168.1.10:8081'],
    [{ ip: ' http://head-unit.local:8081/ ' }, 'http://head-unit.local:8081'],
    [{ ip: 'HTTP://Head-Unit.local' }, 'http://head-unit.local'],
    [{ ip: '[::1]:8081' }, 'http://[::1]:8081'],
    // HTTPS (ADR 0021): by the address's scheme, or by the configurator's TLS setting.
    [{ ip: 'https://secure.local' }, 'https://secure.local'],
    [{ ip: 'https://secure.local:8443' }, 'https://secure.local:8443'],
    [{ ip: '192.168.1.10', port: 8443, tls: {} }, 'https://192.168.1.10:8443'],
  ])('reads %j as %s', (endpoint, expected) => {
    expect(baseUrl(endpoint)).toBe(expected);
  });

  it.each(['', '   ', 'ftp://secure.local', 'a b'])('refuses %j', (ip) => {
    expect(() => baseUrl({ ip })).toThrow(TypeError);
  });

  it('refuses an http:// address for a configurator set to HTTPS', () => {
    expect(() => baseUrl({ ip: 'http://192.168.1.10', tls: {} })).toThrow(TypeError);
  });
});
