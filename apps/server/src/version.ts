import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** Sent with every reply; a client that sees it change offers to reload (update banner). */
export const SERVER_VERSION: string = process.env.WARDLIGHT_VERSION_OVERRIDE || pkg.version;
