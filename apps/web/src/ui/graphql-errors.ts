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

/**
 * The GraphQL errors a failure carries: Apollo's CombinedGraphQLErrors and the plain transport's
 * RequestFailed both hold them in `errors` (read by shape, so the display need not load Apollo).
 */
function errorsOf(error: unknown): readonly ErrorLike[] {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return [];
  return (error.errors as unknown[]).filter(
    (e): e is ErrorLike => typeof e === 'object' && e !== null && typeof (e as ErrorLike).message === 'string',
  );
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
  const errors = errorsOf(error);
  if (errors.length === 0) return [error instanceof Error ? error.message : String(error)];
  return errors.filter((e) => e.extensions?.validation !== true).map((e) => e.message);
}

/** Grouped per field, the first issue of each field wins. */
export function firstIssuePerField(issues: readonly FieldIssue[]): Map<string, FieldIssue> {
  const byField = new Map<string, FieldIssue>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue);
  return byField;
}
