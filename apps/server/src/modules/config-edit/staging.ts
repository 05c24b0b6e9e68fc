import { isValidationKey, type ValidationIssue, type ValidationKey } from '@wardlight/domain';
import { GraphQLError } from 'graphql';
import type { CallSystemLink } from '../../call-system/link';
import { isLinkError, type LinkError } from '../../call-system/link-error';
import type { ConfigError, ConfigKind, ConfigEntity as WireEntity } from '../../call-system/protocol-types';
import { ValidationFailed } from '../../graphql/errors';

/** Every configuration write while a commit runs (spec part 1 §4: no changes during a commit). */
export function commitRunning(): GraphQLError {
  return new GraphQLError('COMMIT_RUNNING', { extensions: { code: 'COMMIT_RUNNING' } });
}

export function isCommitRunning(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === 'COMMIT_RUNNING';
}

/** The configurator cannot be asked (no link on this instance, or it does not answer). */
export function configuratorUnreachable(detail: string): GraphQLError {
  return new GraphQLError(`configurator unreachable: ${detail}`, { extensions: { code: 'LINK_FAILED' } });
}

/**
 * What sending one change to the configurator came to:
 * - `staged`: the configurator holds it until the commit;
 * - `unchanged`: nothing is staged for the item — the entity equals the committed one, or a deletion
 *   withdrew a creation that was only staged;
 * - `absent`: a deletion of something the configurator neither has nor had staged;
 * - `pending`: the configurator could not be asked; the item stays pending and goes with a later sync.
 */
export type StageOutcome =
  | { status: 'staged' }
  | { status: 'unchanged' }
  | { status: 'absent' }
  | { status: 'pending' };

function flat(data: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    out[key] = typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

/**
 * The configurator's refusals as API validation issues, keys passed on (the web translates them as
 * `validation.<key>`). A key this console does not know becomes `invalid_value` with the original as
 * its `reason`. At commit the problems belong to several items, so each names its `kind` and `id`.
 */
export function configuratorIssues(errors: readonly ConfigError[], scope: 'entity' | 'commit'): ValidationIssue[] {
  return errors.map((error) => {
    const key: ValidationKey = isValidationKey(error.key) ? error.key : 'invalid_value';
    const data = {
      ...flat(error.data ?? {}),
      ...(key === error.key ? {} : { reason: error.key }),
      ...(scope === 'commit' ? { kind: error.kind, id: error.id } : {}),
    };
    return { field: error.field ?? 'id', key, data };
  });
}

/** A 422 without a list of problems (e.g. `invalid_config`) still becomes one issue. */
export function refusalIssues(error: LinkError, scope: 'entity' | 'commit'): ValidationIssue[] {
  if (error.errors.length > 0) return configuratorIssues(error.errors, scope);
  const key = error.key ?? 'invalid_value';
  return [{ field: 'id', key: isValidationKey(key) ? key : 'invalid_value', data: { reason: key } }];
}

/**
 * Stages a creation or replacement (`entity`), or a deletion (`null`). Refusals become what the caller
 * shows: 422 → validation errors, 409 → commit running. A configurator that cannot be reached, or that
 * refuses the stored credentials, leaves the item pending (ADR 0010).
 */
export async function sendChange(
  link: CallSystemLink | null,
  kind: ConfigKind,
  id: number,
  entity: WireEntity | null,
): Promise<StageOutcome> {
  if (!link) return { status: 'pending' };
  try {
    const staged = entity ? await link.stage(kind, id, entity) : await link.unstage(kind, id);
    return staged ? { status: 'staged' } : { status: 'unchanged' };
  } catch (error) {
    if (isLinkError(error, 'unreachable') || isLinkError(error, 'unauthorized')) return { status: 'pending' };
    if (isLinkError(error, 'conflict')) throw commitRunning();
    if (isLinkError(error, 'validation')) throw new ValidationFailed(refusalIssues(error, 'entity'));
    if (!entity && isLinkError(error, 'protocol') && error.status === 404) return { status: 'absent' };
    throw error;
  }
}
