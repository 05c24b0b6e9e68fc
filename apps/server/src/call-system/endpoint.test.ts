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
  ])('reads %j as %s', (endpoint, expected) => {
    expect(baseUrl(endpoint)).toBe(expected);
  });

  it.each(['', '   ', 'https://secure.local', 'a b'])('refuses %j', (ip) => {
    expect(() => baseUrl({ ip })).toThrow(TypeError);
  });
});
