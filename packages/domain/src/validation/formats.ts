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

/** Four decimal octets 0–255 without leading zeros (spec part 1 §5: IPv4 format required). */
export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}
