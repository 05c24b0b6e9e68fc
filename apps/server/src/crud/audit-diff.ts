interface DiffOptions {
  quiet: ReadonlySet<string>;
  secret?: readonly string[] | undefined;
  /** Relation changes computed by the entity (field → change). */
  extra?: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a) === JSON.stringify(b);

/** One `[field, { from, to }]` per changed field; secrets are reported as changed, never shown. */
export function diffForAudit(before: object, after: object, o: DiffOptions): [string, unknown][] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const out: [string, unknown][] = [];
  for (const field of Object.keys(a)) {
    if (o.quiet.has(field) || same(b[field], a[field])) continue;
    out.push([field, o.secret?.includes(field) ? { from: '***', to: '***' } : { from: b[field], to: a[field] }]);
  }
  for (const [field, change] of Object.entries(o.extra ?? {})) {
    if (!out.some(([f]) => f === field)) out.push([field, change]);
  }
  return out;
}
