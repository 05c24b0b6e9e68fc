/**
 * What the phone's address may say (spec part 2 §7): the pairing token of the QR code (`pair`), and the
 * demo's parameters — `storagePartition` keeps this phone's tokens apart so several phones run in one
 * browser, `demoClient` pairs with that code when the partition is not paired yet, `demoUser` fills in
 * the sign-in name.
 */
export interface LaunchParams {
  partition: string;
  pair: string | null;
  demoClient: string | null;
  demoUser: string | null;
}

export const DEFAULT_PARTITION = 'default';

// A partition becomes part of storage keys: anything but a short plain name falls back to the default.
const PARTITION = /^[\w-]{1,40}$/;

const param = (query: URLSearchParams, name: string) => query.get(name)?.trim() || null;

export function parseLaunchParams(search: string): LaunchParams {
  const query = new URLSearchParams(search);
  const partition = param(query, 'storagePartition');
  return {
    partition: partition && PARTITION.test(partition) ? partition : DEFAULT_PARTITION,
    pair: param(query, 'pair'),
    demoClient: param(query, 'demoClient'),
    demoUser: param(query, 'demoUser'),
  };
}

/** The address without the pairing token: a used token must not be tried again on a reload. */
export function withoutPairParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('pair');
  return url.toString();
}
