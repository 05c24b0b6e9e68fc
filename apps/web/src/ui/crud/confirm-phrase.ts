/** Spec part 1 §5: a delete needs the phrase typed; case and surrounding blanks do not matter. */
export function matchesPhrase(typed: string, phrase: string): boolean {
  return typed.trim().toLocaleLowerCase() === phrase.trim().toLocaleLowerCase();
}
