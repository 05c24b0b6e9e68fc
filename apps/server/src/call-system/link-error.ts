import type { ConfigError } from './protocol-types';

/**
 * What went wrong talking to a configurator, in the terms the server acts on:
 * - `unauthorized`: 401, wrong username or password (sync state `unauthorized`, a password error in setup);
 * - `unreachable`: connection refused, timeout, DNS, a dead socket (sync state `offline`);
 * - `validation`: 422, the configurator refused the data; `errors` lists every problem;
 * - `conflict`: 409, a commit is running;
 * - `protocol`: anything else (an unexpected status or body: not a configurator, or a bug on either side).
 */
export type LinkErrorKind = 'unauthorized' | 'unreachable' | 'validation' | 'conflict' | 'protocol';

export interface LinkErrorDetails {
  /** HTTP status when the configurator answered. */
  status?: number;
  /** The protocol's machine-readable `error.key` when there was one. */
  key?: string;
  errors?: ConfigError[];
  cause?: unknown;
}

export class LinkError extends Error {
  override readonly name = 'LinkError';
  readonly status: number | null;
  readonly key: string | null;
  readonly errors: ConfigError[];

  constructor(
    readonly kind: LinkErrorKind,
    message: string,
    details: LinkErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status ?? null;
    this.key = details.key ?? null;
    this.errors = details.errors ?? [];
  }
}

export function isLinkError(error: unknown, kind?: LinkErrorKind): error is LinkError {
  return error instanceof LinkError && (kind === undefined || error.kind === kind);
}

function readErrorBody(body: unknown): { key?: string; message?: string; errors?: ConfigError[] } {
  if (typeof body !== 'object' || body === null) return {};
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { key, message, errors } = error as Record<string, unknown>;
  return {
    ...(typeof key === 'string' ? { key } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(Array.isArray(errors) ? { errors: errors as ConfigError[] } : {}),
  };
}

/** Maps a refusal (any non-2xx answer) to a LinkError; `body` is the parsed JSON or null. */
export function errorFromResponse(status: number, body: unknown, what: string): LinkError {
  const { key, message, errors } = readErrorBody(body);
  const text = `${what}: ${status} ${message ?? key ?? 'unexpected answer'}`;
  const details = { status, ...(key ? { key } : {}) };
  if (status === 401) return new LinkError('unauthorized', `${what}: 401 Unauthorized`, details);
  if (status === 409) return new LinkError('conflict', text, details);
  if (status === 422) return new LinkError('validation', text, { ...details, errors: errors ?? [] });
  return new LinkError('protocol', text, details);
}

/** Maps a failure to get any answer at all (refused, timed out, unknown host, bad address). */
export function errorFromFailure(error: unknown, what: string): LinkError {
  if (error instanceof LinkError) return error;
  // fetch wraps the system error in `cause`; ws hands it over directly.
  type SystemError = { name?: unknown; code?: unknown; message?: unknown; cause?: SystemError };
  const outer = (error ?? {}) as SystemError;
  const inner = outer.cause ?? outer;
  const isTimeout = outer.name === 'TimeoutError' || outer.name === 'AbortError';
  const detail = [inner.message, inner.code].find((value) => typeof value === 'string' && value !== '');
  const reason = isTimeout ? 'timed out' : String(detail ?? error);
  return new LinkError('unreachable', `${what}: ${reason}`, { cause: error });
}
