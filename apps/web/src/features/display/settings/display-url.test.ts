import { describe, expect, it } from 'vitest';
import { displayUrl, isLocalAddress } from './display-url';

describe('display address', () => {
  it.each([
    ['http://localhost:8080/display', true],
    ['http://127.0.0.1/display', true],
    ['http://10.0.0.5/display', false],
    ['https://console.haus-linde.ch/display/ward-a', false],
  ])('%s is local: %s', (url, local) => {
    expect(isLocalAddress(url)).toBe(local);
  });

  it('is the profile’s address, else the display with its parameters', () => {
    expect(displayUrl('http://10.0.0.5', 'ward a', '?fullscreen=1')).toBe('http://10.0.0.5/display/ward%20a');
    expect(displayUrl('http://10.0.0.5', null, '?fullscreen=1')).toBe('http://10.0.0.5/display?fullscreen=1');
  });
});
