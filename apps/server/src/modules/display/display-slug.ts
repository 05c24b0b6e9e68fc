import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { displayProfiles } from '../../db/schema/index';

// German letters spelled out as a German reader expects (Bären → baeren); other accents just drop off.
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'oe' };
const MAX_LENGTH = 60;
const FALLBACK = 'profile';

/** The address part a display profile is reached by (/display/:slug): lower-case ASCII and dashes. */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüßæœø]/g, (c) => SPELLED[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK;
}

/** `base`, or `base-2`, `base-3`, … whichever no other profile holds yet. */
export async function uniqueSlug(tx: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  // The base holds only [a-z0-9-], so it needs no escaping inside the LIKE pattern.
  const taken = await tx
    .select({ slug: displayProfiles.slug })
    .from(displayProfiles)
    .where(or(eq(displayProfiles.slug, base), like(displayProfiles.slug, `${base}-%`)));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
