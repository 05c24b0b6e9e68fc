import type { TFunction } from 'i18next';
import { otherMessages, validationIssues } from '../graphql-errors';

/** Server messages the kit knows; anything else is shown as the server wrote it. */
export function knownMessage(message: string, t: TFunction): string | null {
  if (message.includes('MISSING_PERMISSION')) return t('crud:errors.missingPermission');
  if (message.endsWith('not found')) return t('crud:errors.notFound');
  return null;
}

/**
 * One text for a failed delete: each issue translated, preferring the entity's wording of the
 * issue's reason (`<prefix>.reasons.<reason>`, e.g. "you cannot delete yourself") over the
 * generic message of its key.
 */
export function deleteErrorText(error: unknown, prefix: string, t: TFunction): string {
  const issues = validationIssues(error).map((issue) => {
    const reason = typeof issue.data?.reason === 'string' ? issue.data.reason : null;
    const keys = reason ? [`${prefix}.reasons.${reason}`, `validation:${issue.key}`] : [`validation:${issue.key}`];
    return t(keys, { ...(issue.data ?? {}) });
  });
  const others = otherMessages(error).map((m) => knownMessage(m, t) ?? m);
  return [...issues, ...others].join(' ');
}
