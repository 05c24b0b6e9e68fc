// Deliberately simple: one @, no spaces, a dot in the domain. Mail servers decide the rest.
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** The spec allows several comma-separated addresses; blanks between them are ignored. */
export function splitEmailList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function isValidEmailList(value: string): boolean {
  return splitEmailList(value).every(isValidEmail);
}
