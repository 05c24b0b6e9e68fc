import { describe, expect, it } from 'vitest';
import { phoneAddress } from './components/PhonePreviews';
import { copySetupUrl } from './copy-setup';

describe('the demo phone address (spec part 2 §7)', () => {
  it('loads /app/ with its storage partition, demo client and demo user', () => {
    const url = new URL(phoneAddress(2, 'marco'), 'http://console');
    expect(url.pathname).toBe('/app/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      storagePartition: 'demo-2',
      demoClient: 'Demo 2',
      demoUser: 'marco',
    });
  });
});

describe('copy this setup (ADR 0043)', () => {
  it('opens the wizard of the fresh install on port 8090 with this simulator filled in', () => {
    expect(copySetupUrl('127.0.0.1:8081', { protocol: 'https:', hostname: 'demo.example' })).toBe(
      'https://demo.example:8090/setup?configurator=127.0.0.1%3A8081',
    );
  });

  it('offers nothing without a simulator', () => {
    expect(copySetupUrl(null, { protocol: 'http:', hostname: 'localhost' })).toBeNull();
  });
});
