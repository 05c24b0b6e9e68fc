// Test support for the tree's API tests. Not used by the server.

import type { TestClient } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { ok } from '../config-edit/config-edit-test-kit';

let licences = 0;

/**
 * Activates a licence for `devices` devices (the default licence allows none). Each call is another
 * licence: one licence id is activated only once.
 */
export async function activateLicence(admin: TestClient, devices = 500): Promise<void> {
  licences += 1;
  const { customer, code } = buildLicense({
    id: 7000 + licences,
    limits: { devices, visuals: 20, app_clients: 50, systems: 3 },
  });
  await ok(admin, 'mutation($c: String!, $k: String!) { activateLicense(customer: $c, code: $k) { id } }', {
    c: customer,
    k: code,
  });
}

export interface NodeRow {
  id: number;
  kind: string;
  name: string;
  parent_id: number | null;
  section_id: number | null;
  text_short: string;
  text_long: string;
}

/** The system's nodes as the tree list gives them. */
export async function treeNodes(admin: TestClient): Promise<NodeRow[]> {
  const data = await ok<{ systemTreeNodes: { items: NodeRow[] } }>(
    admin,
    '{ systemTreeNodes { items { id kind name parent_id section_id text_short text_long } } }',
  );
  return data.systemTreeNodes.items;
}

export async function nodeNamed(admin: TestClient, name: string): Promise<NodeRow> {
  const node = (await treeNodes(admin)).find((n) => n.name === name);
  if (!node) throw new Error(`no node ${name}`);
  return node;
}
