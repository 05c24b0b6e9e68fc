import { describe, expect, it } from 'vitest';
import { CLEANUP_PHRASES, cleanupCutoff, matchesCleanupPhrase } from './cleanup';

describe('matchesCleanupPhrase', () => {
  it.each([
    ['bereinigen', 'de', true],
    ['  Bereinigen ', 'de', true],
    ['bereinige', 'de', false],
    ['clean up', 'de', false],
    ['Clean Up', 'en', true],
    ['nettoyer', 'fr', true],
    ['ripulire', 'it', true],
    ['', 'it', false],
  ] as const)('%j in %s → %s', (typed, locale, ok) => {
    expect(matchesCleanupPhrase(typed, locale)).toBe(ok);
  });

  it('has a phrase for every language', () => {
    expect(Object.keys(CLEANUP_PHRASES).sort()).toEqual(['de', 'en', 'fr', 'it']);
  });
});

describe('cleanupCutoff', () => {
  it('goes back whole days', () => {
    expect(cleanupCutoff(30, new Date('2026-11-27T06:00:00.000Z')).toISOString()).toBe('2026-10-28T06:00:00.000Z');
  });
});
