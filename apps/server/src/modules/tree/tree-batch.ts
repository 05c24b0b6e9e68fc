import type { ValidationIssue } from '@wardlight/domain';
import { GraphQLError } from 'graphql';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { treeRepository as repo, type TreeNodeRow } from './tree.repository';
import type { NodeInput, TreeWrites } from './tree-write';

/** More than a care home's floor at once is a mistake of the caller, not a batch edit. */
export const BATCH_MAX = 500;

export interface BatchFailure {
  id: number;
  name: string | null;
  /** VALIDATION_FAILED (see issues), MISSING_PERMISSION, NOT_FOUND, COMMIT_RUNNING, … or FAILED. */
  code: string;
  issues: (Omit<ValidationIssue, 'data'> & { data: ValidationIssue['data'] | null })[];
}

export interface BatchResult {
  updated: TreeNodeRow[];
  failed: BatchFailure[];
}

/** What went wrong with one node, in the terms the client translates (spec part 1 §8). */
function failureOf(id: number, name: string | null, error: unknown, log: Logger): BatchFailure {
  if (error instanceof ValidationFailed) {
    const issues = error.issues.map((issue) => ({ ...issue, data: issue.data ?? null }));
    return { id, name, code: 'VALIDATION_FAILED', issues };
  }
  if (error instanceof GraphQLError && typeof error.extensions.code === 'string')
    return { id, name, code: error.extensions.code, issues: [] };
  // Not the user's doing: logged here, and still reported for this node rather than lost.
  log.error({ err: error, nodeId: id }, 'batch edit of a tree node failed');
  return { id, name, code: 'FAILED', issues: [] };
}

/**
 * Batch edit (spec part 1 §2): the same change applied to each node in turn, through the same rules,
 * locks and staging as a single edit. One node's refusal does not stop the others; every node ends up
 * in exactly one of the two lists.
 */
export function createTreeBatch(deps: { db: Db; writes: Pick<TreeWrites, 'update'>; log: Logger }) {
  return {
    async updateMany(
      actor: CrudActor,
      systemId: number,
      ids: readonly number[],
      data: NodeInput,
    ): Promise<BatchResult> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) throw new ValidationFailed([{ field: 'ids', key: 'required' }]);
      if (unique.length > BATCH_MAX)
        throw new ValidationFailed([{ field: 'ids', key: 'max_count', data: { max: BATCH_MAX } }]);
      if (Object.keys(data).length === 0) throw new ValidationFailed([{ field: 'data', key: 'required' }]);
      // Names as they were before the edit, so a failure says which element it was.
      const names = new Map((await repo.allNodes(deps.db, systemId)).map((n) => [n.id, n.name]));
      const result: BatchResult = { updated: [], failed: [] };
      for (const id of unique) {
        try {
          result.updated.push(await deps.writes.update(actor, systemId, id, data));
        } catch (error) {
          result.failed.push(failureOf(id, names.get(id) ?? null, error, deps.log));
        }
      }
      return result;
    },
  };
}
