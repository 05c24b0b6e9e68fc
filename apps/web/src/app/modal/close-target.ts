import type { RouteDef } from '../routes/route-def';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * Where closing the modal at `index` of the matched chain (root first) goes: its parent match, with
 * the parameters the parent lists in `reuseParams`; optional parameters it does not list are left
 * out (spec part 1 §2, Shell). The query string stays: a display's settings live there.
 */
export function closeTarget(chain: readonly RouteDef[], index: number, params: Params, search = ''): string {
  const parent = chain[index - 1];
  const reuse = new Set(parent?.reuseParams ?? []);
  const segments = chain
    .slice(0, index)
    .flatMap((def) => (def.path ? def.path.split('/') : []))
    .flatMap((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param?.[1]) return segment ? [segment] : [];
      const value = params[param[1]];
      // A required parameter is part of the parent's address whether it is listed or not.
      if (value === undefined || (param[2] && !reuse.has(param[1]))) return [];
      return [encodeURIComponent(value)];
    });
  return `/${segments.join('/')}${search}`;
}
