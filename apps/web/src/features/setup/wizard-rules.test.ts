import { describe, expect, it } from 'vitest';
import { activationFailureKey } from './license-errors';
import { isLocalSetup } from './local-setup';
import { canGoNext, finishRoute, INITIAL_STATE, type StepId, showsPrev, wizardSteps } from './wizard-rules';

describe('setup wizard rules', () => {
  it('has five steps locally and leaves the configurator out otherwise', () => {
    expect(wizardSteps(true)).toEqual(['start', 'license', 'configurator', 'user', 'finished']);
    expect(wizardSteps(false)).toEqual(['start', 'license', 'user', 'finished']);
  });

  it.each<[StepId, Partial<typeof INITIAL_STATE>, boolean]>([
    ['start', { language: null }, false],
    ['start', { language: '' }, false],
    ['start', { language: 'fr' }, true],
    ['license', {}, true],
    ['configurator', {}, true],
    ['user', {}, false],
    ['user', { createdUser: 'admin' }, true],
  ])('Next at %s with %o: %s', (step, patch, enabled) => {
    expect(canGoNext(step, { ...INITIAL_STATE, ...patch })).toBe(enabled);
  });

  it('shows Prev from the second step', () => {
    expect([0, 1, 2, 3, 4].map(showsPrev)).toEqual([false, true, true, true, true]);
  });

  it.each([
    [{ configuratorVersion: '2.1' }, null, 'sync'],
    [{}, '10.0.0.5', 'sync'],
    [{}, null, 'homepage'],
  ])('finishes to %o / %s → %s', (patch, storedIp, route) => {
    expect(finishRoute({ ...INITIAL_STATE, ...patch }, storedIp)).toBe(route);
  });
});

describe('local setup (ADR 0006)', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['192.168.1.20', true],
    ['10.4.0.2', true],
    ['172.20.1.1', true],
    ['172.32.1.1', false],
    ['console', true],
    ['pflege.local', true],
    ['wardlight.example.com', false],
    ['8.8.8.8', false],
    ['[2001:db8::1]', false],
    ['[fd12:3456::1]', true],
    ['', false],
  ])('%s → %s', (host, local) => {
    expect(isLocalSetup(host)).toBe(local);
  });
});

describe('license activation errors', () => {
  it.each([
    ['activation failed: already_activated', 'license.errors.already_activated'],
    ['activation failed: not_version_5', 'license.errors.not_version_5'],
    ['activation failed: no_license', 'license.errors.no_license'],
    ['activation failed: something new', null],
    ['database is down', null],
  ])('%s → %s', (message, key) => {
    expect(activationFailureKey(message)).toBe(key);
  });
});
