import { formatSystemId, SYSTEM_HEADER } from '@wardlight/domain';

/**
 * The operation context that sends one request for `systemId` whatever the page's system context is
 * (the Apollo link lets an operation's own x-system header win): a display shows several systems.
 * Apollo deduplicates requests by document and variables alone, so without `queryDeduplication:
 * false` the same query for two systems at once would be sent once and answered for both.
 */
export function systemContext(systemId: number) {
  return { headers: { [SYSTEM_HEADER]: formatSystemId(systemId) }, queryDeduplication: false };
}
