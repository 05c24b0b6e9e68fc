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

/** A certificate's SHA-256 fingerprint as `openssl x509 -fingerprint -sha256` prints it: 64 hex digits, colons and spaces allowed. */
export function normaliseSha256Fingerprint(value: string): string {
  return value.replace(/[\s:]/g, '').toUpperCase();
}

export function isSha256Fingerprint(value: string): boolean {
  return /^[0-9A-F]{64}$/.test(normaliseSha256Fingerprint(value));
}

/** A criterion is a byte pattern: '0x' then hex digits, e.g. 0x6A (spec part 1 §5). */
export function isHexCriterion(value: string): boolean {
  return /^0x[0-9A-Fa-f]+$/.test(value);
}

/**
 * Video streams and their triggers are fetched by the browser or the server over HTTP; the spec asks
 * for http://, and https:// is accepted as well since a camera behind TLS is the same thing.
 */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//.test(value) && urlHost(value) !== null;
}

/** The host of a URL (lower case), or null when it is not one. */
export function urlHost(value: string): string | null {
  try {
    return new URL(value).hostname || null;
  } catch {
    return null;
  }
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:mm', 00:00 to 23:59, as schedules and night times are written. */
export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

/** Minutes since midnight of an 'HH:mm' time, or null when it is not one. */
export function minutesOfDay(value: string): number | null {
  const match = TIME_OF_DAY.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
