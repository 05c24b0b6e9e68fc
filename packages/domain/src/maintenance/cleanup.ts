import type { Locale } from '../constants/constants';

/** Calls and audit entries younger than this are never cleaned up: a month is what inspections ask first. */
export const CLEANUP_MIN_DAYS = 30;

/**
 * What a technician types to confirm a cleanup (spec part 1 §5), in the console's language: the server
 * checks it against the request's language, the console shows it from here.
 */
export const CLEANUP_PHRASES: Readonly<Record<Locale, string>> = {
  de: 'bereinigen',
  en: 'clean up',
  fr: 'nettoyer',
  it: 'ripulire',
};

/** Case and surrounding blanks do not matter, as for deleting (spec part 1 §5). */
export function matchesCleanupPhrase(typed: string, locale: Locale): boolean {
  return typed.trim().toLocaleLowerCase() === CLEANUP_PHRASES[locale].toLocaleLowerCase();
}

/** The moment before which entries go: `days` whole days before `now`. */
export function cleanupCutoff(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * What an administrator types to confirm restoring a backup (spec part 1 §2 backups; like the cleanup's
 * phrase, §5): the server checks it against the request's language, the console shows it from here.
 */
export const RESTORE_PHRASES: Readonly<Record<Locale, string>> = {
  de: 'wiederherstellen',
  en: 'restore',
  fr: 'restaurer',
  it: 'ripristinare',
};

/** Case and surrounding blanks do not matter. */
export function matchesRestorePhrase(typed: string, locale: Locale): boolean {
  return typed.trim().toLocaleLowerCase() === RESTORE_PHRASES[locale].toLocaleLowerCase();
}
