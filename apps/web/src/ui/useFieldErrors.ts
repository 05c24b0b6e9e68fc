import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldIssue, firstIssuePerField, otherMessages, validationIssues } from './graphql-errors';

/**
 * Field errors of one form: server issues grouped per field, the first shown, translated with
 * its data (spec part 1 §5). Errors that are not about a field end up in `general`.
 */
export function useFieldErrors(fields: readonly string[]) {
  const { t } = useTranslation('validation');
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [general, setGeneral] = useState<string[]>([]);

  const translate = useCallback(
    (issue: FieldIssue) => t(issue.key, { ...(issue.data ?? {}), defaultValue: t('invalid_value') }),
    [t],
  );

  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [field, issue] of firstIssuePerField(issues)) if (fields.includes(field)) out[field] = translate(issue);
    return out;
  }, [issues, fields, translate]);

  const commonIssues = useMemo(
    () => [...firstIssuePerField(issues).values()].filter((i) => !fields.includes(i.field)).map(translate),
    [issues, fields, translate],
  );

  return {
    errors,
    /** Issues of fields this form does not have, and messages not about a field. */
    general: [...commonIssues, ...general],
    setIssues: (next: FieldIssue[]) => {
      setIssues(next);
      setGeneral([]);
    },
    /** From a failed mutation; `mapMessage` turns a known non-validation message into text. */
    setFromError(error: unknown, mapMessage: (message: string) => string | null = () => null) {
      setIssues(validationIssues(error));
      setGeneral(otherMessages(error).map((m) => mapMessage(m) ?? m));
    },
    clear: () => {
      setIssues([]);
      setGeneral([]);
    },
  };
}
