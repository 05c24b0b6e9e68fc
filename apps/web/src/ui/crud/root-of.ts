import type { RootOf } from './define-entity';

/** The value of a kit document's one root field (`{ users: {…} }` → `{…}`). */
export function rootOf<T extends object>(data: T): RootOf<T> {
  return Object.values(data)[0] as RootOf<T>;
}
