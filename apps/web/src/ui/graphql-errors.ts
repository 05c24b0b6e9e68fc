import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** One field problem, from the REST login reply or a GraphQL validation error (spec part 1 §5). */
export interface FieldIssue {
  field: string;
  key: string;
  data?: Record<string, unknown> | null;
}

interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

function errorsOf(error: unknown): readonly ErrorLike[] {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return errorsOf(error).some((e) => e.extensions?.code === code || e.message.includes(code));
}

/** The validation errors of a GraphQL reply, in order. */
export function validationIssues(error: unknown): FieldIssue[] {
  return errorsOf(error).flatMap((e) => {
    const ext = e.extensions ?? {};
    if (ext.validation !== true || typeof ext.field !== 'string' || typeof ext.key !== 'string') return [];
    const data = ext.data && typeof ext.data === 'object' ? (ext.data as Record<string, unknown>) : null;
    return [{ field: ext.field, key: ext.key, data }];
  });
}

/** Messages of errors that are not validation errors (shown as they are, or mapped by the caller). */
export function otherMessages(error: unknown): string[] {
  if (!error) return [];
  if (!CombinedGraphQLErrors.is(error)) return [error instanceof Error ? error.message : String(error)];
  return error.errors.filter((e) => e.extensions?.validation !== true).map((e) => e.message);
}

/** Grouped per field, the first issue of each field wins. */
export function firstIssuePerField(issues: readonly FieldIssue[]): Map<string, FieldIssue> {
  const byField = new Map<string, FieldIssue>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue);
  return byField;
}
