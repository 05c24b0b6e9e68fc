import type { RouteDef } from './route-def';

/** The `edit/:id?` modal every list has; `-1` or no id opens a new record (spec part 1 §2). */
export function editModal(name?: string, extra: Partial<RouteDef> = {}): RouteDef {
  return { path: 'edit/:id?', modal: true, ...(name ? { name } : {}), ...extra };
}

export function sortModal(name?: string): RouteDef {
  return { path: 'sort', modal: true, ...(name ? { name } : {}) };
}

/**
 * A form that holds further forms keyed by its own id under another parameter name
 * (`edit/:nodeid/flightprofiles/:id?`). Closing a held form goes back to this form with
 * `paramName` reused, so the form underneath keeps its record.
 */
export function holdingForm(paramName: string, name: string, children: readonly RouteDef[]): RouteDef {
  return { path: `edit/:${paramName}`, name, modal: true, reuseParams: [paramName], children };
}
