// The subscription the bench's clients send: the display's own, so frames are as large as on a wall.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DefinitionNode, Kind, parse, print } from 'graphql';
import { ROOT } from './stack';

/** The fields the bench reads, in this order on the wire (a result's keys follow its selection; wire.ts relies on it). */
const CHANGE_FIELDS = 'system_id seq calls { ...DisplayCallFields } opened updated closed';

export type Selection = 'display' | 'ids';

/**
 * `display`: the web display's call fields (apps/web/src/features/display/display.graphql), so the
 * frames are as large as on a wall (~4.4 KB with 8 calls open); `ids`: the small selection of the
 * bench's earlier figures (~0.5 KB).
 */
export function subscriptionQuery(selection: Selection): string {
  if (selection === 'ids') {
    return 'subscription($override_system: ID, $since: Int) { onCallsChanged(override_system: $override_system, since: $since) { system_id seq calls { id number call_type_id opened_at } opened updated closed } }';
  }
  const file = readFileSync(join(ROOT, 'apps/web/src/features/display/display.graphql'), 'utf8');
  const fragment = parse(file).definitions.find(
    (d: DefinitionNode) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === 'DisplayCallFields',
  );
  if (!fragment) throw new Error('display.graphql has no fragment DisplayCallFields');
  return `subscription OnCallsChanged($override_system: ID, $since: Int) {
  onCallsChanged(override_system: $override_system, since: $since) { ${CHANGE_FIELDS} }
}
${print(fragment)}`;
}
