import { SCREENS } from '../../routes/screens';

/** A route whose screen exists: routes of pages not built yet show a placeholder and get no link. */
export function isBuiltScreen(name: string): boolean {
  return name in SCREENS;
}
