import {
  INHERIT_FLAGS,
  INHERITABLE_FIELDS,
  IssueList,
  isDeviceKind,
  nodeLocks,
  SECTION_MAX_DEVICES,
  sectionFull,
  type ValidationIssue,
} from '@wardlight/domain';
import type { TreeNodeRow } from './tree.repository';
import type { TreeFacts } from './tree-write-facts';

type Inheritable = Pick<TreeNodeRow, 'id' | (typeof INHERITABLE_FIELDS)[number]>;

/** One descendant that follows a changed value, with what changes on it. */
export interface CascadeStep {
  child: TreeNodeRow;
  patch: Partial<Record<(typeof INHERITABLE_FIELDS)[number], unknown>>;
}

/**
 * The descendants that follow `node`'s inheritable values, top down: each child that inherits a field
 * whose value differs from its parent's, then its own children with its new values.
 */
export function cascadePlan(facts: TreeFacts, node: Inheritable): CascadeStep[] {
  const steps: CascadeStep[] = [];
  const queue: Inheritable[] = [node];
  for (let at = queue.shift(); at; at = queue.shift()) {
    for (const child of facts.children(at.id)) {
      const patch: CascadeStep['patch'] = {};
      for (const field of INHERITABLE_FIELDS)
        if (child[INHERIT_FLAGS[field]] && child[field] !== at[field]) patch[field] = at[field];
      if (Object.keys(patch).length === 0) continue;
      steps.push({ child, patch });
      queue.push({ ...child, ...patch } as Inheritable);
    }
  }
  return steps;
}

/**
 * Why the descendants cannot follow. Decision: the parent's change is refused, naming the first
 * locked descendant (`locked_child`), rather than carried out around it. A skipped child would keep
 * its inherit flag with a value its parent no longer has: the form would show the parent's value as
 * its own while the hardware runs another, the silent change the editing locks of spec part 1 §4 are
 * there to prevent. Refused, the user learns which element holds the change and can retry once its
 * calls are closed. What counts is the child's own lock (open calls) and an active interconnection
 * holding its section; that children of the child inherit its section does not, since following the
 * parent is what inheriting means. Devices following a section need room in it, too.
 */
export function cascadeRefusals(facts: TreeFacts, steps: readonly CascadeStep[]): ValidationIssue[] {
  const issues = new IssueList();
  const moving = new Map<number, number>();
  for (const { child, patch } of steps) {
    const locks = nodeLocks(facts.lockFacts(child));
    for (const field of Object.keys(patch)) {
      const lock = locks.node ?? (locks.fields[field] === 'interconnection' ? 'interconnection' : null);
      if (lock && !issues.issues.some((i) => i.field === field))
        issues.add(field, 'locked_child', { name: child.name, id: child.id, lock });
    }
    const section = patch.section_id;
    if (typeof section === 'number' && isDeviceKind(child.kind)) moving.set(section, (moving.get(section) ?? 0) + 1);
  }
  // n devices fit while those already there plus n stay within the maximum.
  for (const [section, count] of moving)
    sectionFull('section_id', facts.devicesIn(section) + count - 1, SECTION_MAX_DEVICES, issues);
  return issues.issues;
}
