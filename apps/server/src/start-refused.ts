/**
 * A configuration the server will not run with (a missing key, the development licence key in
 * production). main.ts prints the message alone and exits with EX_CONFIG, so an operator reads the
 * reason rather than a stack trace.
 */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

/** sysexits.h EX_CONFIG: "something was found in an unconfigured or misconfigured state". */
export const EXIT_CONFIG = 78;
