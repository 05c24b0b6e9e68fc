import type { ValidationIssue } from '@wardlight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownMessage } from '../../../ui/crud/error-text';
import { type FieldIssue, firstIssuePerField, otherMessages, validationIssues } from '../../../ui/graphql-errors';

/**
 * Errors of the node form. Like useFieldErrors, but an issue naming a tree rule as its reason (an
 * editing lock, a refused move, children) is told in the tree's words rather than the generic
 * "not valid" of its key (spec part 1 §8: partial failures of move and inherit are their own notices).
 */
export function useNodeErrors(fields: readonly string[]) {
  const { t, i18n } = useTranslation('tree');
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [others, setOthers] = useState<string[]>([]);

  const text = (issue: FieldIssue): string => {
    const reason = issue.data?.reason;
    if (typeof reason === 'string' && i18n.exists(`tree:reasons.${reason}`)) return t(`reasons.${reason}`);
    return t(`validation:${issue.key}`, { ...(issue.data ?? {}), defaultValue: t('validation:invalid_value') });
  };
  const first = [...firstIssuePerField(issues).values()];
  const errors: Record<string, string> = {};
  for (const issue of first) if (fields.includes(issue.field)) errors[issue.field] = text(issue);

  return {
    errors,
    general: [...first.filter((i) => !fields.includes(i.field)).map(text), ...others],
    setIssues(next: readonly ValidationIssue[]) {
      setIssues([...next]);
      setOthers([]);
    },
    setFromError(error: unknown) {
      setIssues(validationIssues(error));
      setOthers(otherMessages(error).map((m) => knownMessage(m, t) ?? m));
    },
    clear() {
      setIssues([]);
      setOthers([]);
    },
  };
}
