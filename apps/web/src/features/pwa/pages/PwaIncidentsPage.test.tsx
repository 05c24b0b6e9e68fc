import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IncidentDetailDocument, IncidentListDocument, IncidentOptionsDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { buildSituation } from '../../../test/situations';
import { PwaIncidentsPage, pwaIncidentLinks } from './PwaIncidentsPage';

const incident = {
  __typename: 'Incident' as const,
  id: 7,
  type: 'Battery',
  state: 'New',
  severity: 'Critical',
  system_tree_node_id: 40,
  hub_id: null,
  device_name: 'Medaillon Zi 102',
  section_id: 1,
  section_name: 'Wohnbereich 1. OG',
  is_repeater: false,
  detail: { battery: 12, threshold: 25, call_id: 55 },
  battery: 12,
  opened_at: '2026-11-27T08:00:00.000Z',
  closed_at: null,
  close_reason: null,
  closed_by_name: null,
  open_seconds: 3720,
  assignee_user_id: null,
  assignee_name: null,
};
const any = () => true;
const mocks = [
  {
    request: { query: IncidentListDocument, variables: any },
    maxUsageCount: 10,
    result: { data: { incidents: { __typename: 'IncidentPage', total: 1, items: [incident] } } },
  },
  {
    request: { query: IncidentOptionsDocument },
    maxUsageCount: 10,
    result: { data: { incidentOptions: { __typename: 'IncidentOptions', sections: [], assignees: [] } } },
  },
  {
    request: { query: IncidentDetailDocument, variables: any },
    maxUsageCount: 10,
    result: { data: { incident: { ...incident, assigned_at: null, updated_at: incident.opened_at, comments: [] } } },
  },
];

describe('the incident details in the mobile console', { timeout: 20_000 }, () => {
  it('lead to the PWA’s node form and call details, not to the desktop console', async () => {
    renderScreen(<PwaIncidentsPage />, {
      path: '/pwa/overview/incidents',
      url: '/pwa/overview/incidents?incident=7',
      mocks,
      appData: {
        user: {
          id: 1,
          permissions: ['analytics::manage_incidents', 'calllog::use_module', 'systemtree::use_module'],
        },
        licenseId: 1,
        features: { analytics: true, log: true, management: true },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Incident 7: Low battery' });
    expect(await within(dialog).findByRole('link', { name: 'Medaillon Zi 102' })).toHaveAttribute(
      'href',
      '/pwa/system/edit/40',
    );
    expect(within(dialog).getByRole('link', { name: /55/ })).toHaveAttribute(
      'href',
      '/pwa/overview/calls?state=all&call=55',
    );
  });
});

describe('the incident details’ link targets in the mobile console', () => {
  it('lead to the PWA’s node form and call details, not to the desktop console', () => {
    const technician = buildSituation({
      permissions: ['analytics::manage_incidents', 'calllog::use_module', 'systemtree::use_module'],
      licensed: ['analytics', 'log', 'management'],
    });
    const links = pwaIncidentLinks(technician);
    expect(links.node(23)).toBe('/pwa/system/edit/23');
    expect(links.call(9)).toBe('/pwa/overview/calls?state=all&call=9');
  });

  it('are no links where the user may not open the page', () => {
    const links = pwaIncidentLinks(buildSituation({ permissions: ['analytics::manage_incidents'], userId: 3 }));
    expect(links.node(23)).toBeNull();
    expect(links.call(9)).toBeNull();
  });
});
