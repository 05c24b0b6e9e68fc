/**
 * Fields a node can take from its parent instead of holding its own (spec part 1 §3), each with its
 * flag. A node that inherits passes on what it inherited, so the value comes from the nearest node
 * up the chain that does not inherit.
 */
export const INHERIT_FLAGS = {
  section_id: 'inherit_section',
  flight_profile_id: 'inherit_flight_profile',
  text_short: 'inherit_text_short',
  text_long: 'inherit_text_long',
} as const;

export type InheritableField = keyof typeof INHERIT_FLAGS;
export type InheritFlag = (typeof INHERIT_FLAGS)[InheritableField];
export const INHERITABLE_FIELDS = Object.keys(INHERIT_FLAGS) as readonly InheritableField[];

/** The part of a node that inheritance reads. */
export interface InheritingNode {
  id: number;
  section_id: number | null;
  flight_profile_id: number | null;
  text_short: string;
  text_long: string;
  inherit_section: boolean;
  inherit_flight_profile: boolean;
  inherit_text_short: boolean;
  inherit_text_long: boolean;
}

export interface Inherited<V> {
  value: V | null;
  /** The node the value comes from; null when the chain ends while still inheriting. */
  sourceId: number | null;
}

/**
 * The value `field` has for `node`, given its parents nearest first (at most the chain depth of spec
 * part 1 §9; a longer or broken chain simply ends: nothing to inherit).
 */
export function resolveInherited<F extends InheritableField>(
  field: F,
  node: InheritingNode,
  parents: readonly InheritingNode[],
): Inherited<InheritingNode[F]> {
  for (const candidate of [node, ...parents]) {
    if (!candidate[INHERIT_FLAGS[field]]) return { value: candidate[field], sourceId: candidate.id };
  }
  return { value: null, sourceId: null };
}

/** What the parent passes down for `field`: the value a child that inherits would get. */
export function parentValue<F extends InheritableField>(
  field: F,
  parents: readonly InheritingNode[],
): Inherited<InheritingNode[F]> {
  const [parent, ...rest] = parents;
  return parent ? resolveInherited(field, parent, rest) : { value: null, sourceId: null };
}

/** Whether a node takes anything from its parent: such a device cannot be moved (spec part 1 §4). */
export function inheritsAnything(node: Pick<InheritingNode, InheritFlag>): boolean {
  return Object.values(INHERIT_FLAGS).some((flag) => node[flag]);
}
