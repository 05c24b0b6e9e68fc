import { canUseSystem, IssueList, isLocale } from '@wardlight/domain';
import { assertUnique, defineCrud } from '../../crud/crud';
import { displayProfiles } from '../../db/schema/index';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { DisplayProfileInput } from '../../graphql/generated/resolvers-types';
import { checkSettings } from './display-profile-settings';
import { uniqueSlug } from './display-slug';

export type DisplayProfileRow = typeof displayProfiles.$inferSelect;

export const FONT_SIZES = ['NORMAL', 'LARGER', 'LARGEST'] as const;
type FontSize = (typeof FONT_SIZES)[number];

const isFontSize = (value: string): value is FontSize => (FONT_SIZES as readonly string[]).includes(value);

/**
 * Display profiles (spec part 2 §3, §5). The input carries every field, as the settings drawer saves the
 * whole profile; the slug is derived from the name on create and kept for good, so a wall display's
 * address survives a rename.
 */
export const displayProfileCrud = defineCrud<typeof displayProfiles, DisplayProfileInput, DisplayProfileRow>({
  entity: 'display_profile',
  table: displayProfiles,
  searchColumns: [displayProfiles.name],
  orderBy: displayProfiles.name,
  async prepare(tx, input, existing, actor) {
    const issues = new IssueList();
    const name = input.name.trim();
    if (!name) issues.add('name', 'required');
    // The web uses the sizes in lower case and sends them in upper case; both are accepted.
    const fontSize = input.font_size.trim().toUpperCase();
    if (!isFontSize(fontSize)) issues.add('font_size', 'invalid_value');
    const locale = input.locale.trim().toLowerCase();
    if (!isLocale(locale)) issues.add('locale', 'invalid_value');
    const settings = await checkSettings(tx, actor.principal, input.settings, existing?.settings ?? null, issues);
    if (!issues.ok) throw new ValidationFailed(issues.issues);
    await assertUnique(tx, displayProfiles, displayProfiles.name, name, existing?.id ?? null, 'name');
    return {
      name,
      ...(existing ? {} : { slug: await uniqueSlug(tx, name) }),
      font_size: fontSize,
      fullscreen: input.fullscreen,
      locale,
      show_video_stream: input.show_video_stream,
      show_presences: input.show_presences,
      emergency_tone: input.emergency_tone ?? existing?.emergency_tone ?? false,
      settings,
    };
  },
  // A save keeps other teams' settings as stored (display-profile-settings.ts); a delete would drop
  // them, so a manager restricted to some systems deletes only profiles that show none else (ADR 0018).
  async beforeDelete(_tx, rows, actor) {
    const foreign = rows.some((row) => row.settings.some((s) => !canUseSystem(actor.principal, s.system_id)));
    if (foreign) throw missingPermission('system');
  },
});
