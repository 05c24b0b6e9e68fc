import type { TFunction } from 'i18next';

interface Failure {
  code: string;
  issues: readonly { field: string; key: string; data?: unknown }[];
}

/**
 * Why one node of a batch was not changed, in the user's language: a tree rule by its reason (an
 * editing lock, …), other validation issues by field and message, and the request-level codes.
 */
export function failureText(failure: Failure, t: TFunction, has: (key: string) => boolean): string {
  if (failure.code === 'MISSING_PERMISSION') return t('crud:errors.missingPermission');
  if (failure.code === 'NOT_FOUND') return t('crud:errors.notFound');
  if (failure.code !== 'VALIDATION_FAILED' || failure.issues.length === 0)
    return has(`tree:batch.codes.${failure.code}`)
      ? t(`tree:batch.codes.${failure.code}`)
      : t('tree:batch.codes.FAILED');
  const texts = failure.issues.map((issue) => {
    const data = (issue.data ?? {}) as Record<string, unknown>;
    const reason = typeof data.reason === 'string' ? data.reason : null;
    if (reason && has(`tree:reasons.${reason}`)) return t(`tree:reasons.${reason}`);
    const field = has(`tree:form.fields.${issue.field}`) ? `${t(`tree:form.fields.${issue.field}`)}: ` : '';
    return `${field}${t(`validation:${issue.key}`, { ...data, defaultValue: t('validation:invalid_value') })}`;
  });
  return [...new Set(texts)].join(' ');
}
