import { join } from 'node:path';
import { ROOT } from './processes';

/**
 * Screenshots kept for people to look at (the wizard's steps, the login page). Beside, not inside,
 * Playwright's own output directory, which it empties at the start of every run.
 */
export function artifact(name: string): string {
  return join(ROOT, 'e2e/artifacts', name);
}
