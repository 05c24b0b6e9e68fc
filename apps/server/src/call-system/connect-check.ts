import { HttpLink } from './http-link';
import { isLinkError } from './link-error';

export interface ConfiguratorAddress {
  /** `host`, `host:port` or an http URL, as the technician typed it. */
  ip: string;
  username: string;
  password: string;
  /** Used when `ip` names no port; 80 otherwise. */
  port?: number;
}

/** `unauthorized` is a password error in the setup wizard, `connection` an ip error (spec part 1 §5). */
export type CheckFailure = 'unauthorized' | 'connection';

/**
 * The message is part of the contract with the web: it contains 'failed to fetch firmware version', and
 * 'Unauthorized' exactly when the credentials were refused. `failure` says the same without parsing.
 */
export class ConfiguratorCheckError extends Error {
  override readonly name = 'ConfiguratorCheckError';

  constructor(
    readonly failure: CheckFailure,
    message: string,
    cause: unknown,
  ) {
    super(message, { cause });
  }
}

const PREFIX = 'failed to fetch firmware version';

/** The setup wizard's configurator step: can we reach it, and do these credentials open it? */
export async function checkConfigurator(
  address: ConfiguratorAddress,
  options: { timeoutMs?: number } = {},
): Promise<{ ok: true; version: string }> {
  const link = new HttpLink({ endpoint: address, requestTimeoutMs: options.timeoutMs });
  try {
    const { version } = await link.firmware();
    return { ok: true, version };
  } catch (error) {
    if (isLinkError(error, 'unauthorized')) {
      throw new ConfiguratorCheckError('unauthorized', `${PREFIX}: 401 Unauthorized`, error);
    }
    // Whatever else went wrong must not read as a password problem to the web's string match.
    const detail = (error instanceof Error ? error.message : String(error)).replace(/unauthori[sz]ed/gi, 'refused');
    throw new ConfiguratorCheckError('connection', `${PREFIX}: ${detail}`, error);
  }
}
