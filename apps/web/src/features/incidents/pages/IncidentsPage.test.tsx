import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AnalyticsOverviewDocument,
  IncidentAssignDocument,
  IncidentDetailDocument,
  IncidentListDocument,
  IncidentOptionsDocument,
} from '../../../generated/graphql';
import { seriousAxeViolations } from '../../../test/axe';
import { renderScreen } from '../../../test/render';
import { AnalyticsOverviewPage } from './AnalyticsOverviewPage';
import { IncidentsPage } from './IncidentsPage';

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
  detail: { battery: 12, threshold: 25 },
  battery: 12,
  opened_at: '2026-11-27T08:00:00.000Z',
  closed_at: null,
  close_reason: null,
  closed_by_name: null,
  open_seconds: 3720,
  assignee_user_id: null,
  assignee_name: null,
};
const OPTIONS = {
  __typename: 'IncidentOptions' as const,
  sections: [{ __typename: 'IncidentOption' as const, id: 1, name: 'Wohnbereich 1. OG' }],
  assignees: [{ __typename: 'IncidentOption' as const, id: 3, name: 'Tech' }],
};
const any = () => true;

function mocks(): MockLink.MockedResponse[] {
  const list = (state: string, assignee: string | null) => ({
    data: {
      incidents: {
        __typename: 'IncidentPage',
        total: 1,
        items: [{ ...incident, state, assignee_user_id: assignee ? 3 : null, assignee_name: assignee }],
      },
    },
  });
  const detail = {
    ...incident,
    assigned_at: null,
    updated_at: incident.opened_at,
    comments: [
      {
        __typename: 'IncidentComment',
        id: 1,
        user_name: 'admin',
        text: 'Battery ordered',
        created_at: '2026-11-27T08:05:00.000Z',
      },
    ],
  };
  return [
    { request: { query: IncidentListDocument, variables: any }, result: list('New', null) },
    {
      request: { query: IncidentListDocument, variables: any },
      maxUsageCount: 10,
      result: list('Assigned', 'Tech'),
    },
    {
      request: { query: IncidentOptionsDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { incidentOptions: OPTIONS } },
    },
    {
      request: { query: IncidentDetailDocument, variables: any },
      maxUsageCount: 10,
      result: { data: { incident: detail } },
    },
    {
      request: { query: IncidentAssignDocument, variables: { id: 7, userId: 3 } },
      result: {
        data: { assignIncident: { ...incident, state: 'Assigned', assignee_user_id: 3, assignee_name: 'Tech' } },
      },
    },
  ];
}

const user = { id: 1, permissions: ['analytics::use_module', 'analytics::manage_incidents'] };
const licensed = { licenseId: 1, features: { analytics: true } };

describe('/analytics/incidents (issue 15)', () => {
  it('lists the incidents with what the rule saw, and opens one from its device', async () => {
    renderScreen(<IncidentsPage />, { path: '/analytics/incidents', mocks: mocks(), appData: { user, ...licensed } });
    const row = (await screen.findByRole('button', { name: 'Open incident 7' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Critical');
    expect(row.textContent).toContain('Low battery');
    expect(row.textContent).toContain('Wohnbereich 1. OG');
    expect(row.textContent).toContain('1 h 2 min');
    expect(screen.getByText('1 incident')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Open incident 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incident 7: Low battery' });
    expect(await within(dialog).findByText('Battery 12 %, below 25 %')).toBeInTheDocument();
    expect(within(dialog).getByText('Battery ordered')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Medaillon Zi 102' })).toHaveAttribute(
      'href',
      '/analytics/incidents/systemtree/40',
    );

    const assignee = within(dialog).getByRole('combobox', { name: 'Assigned to' });
    fireEvent.click(assignee);
    await waitFor(() => expect(assignee.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(assignee.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { hidden: true, name: 'Tech' }));
    expect(await screen.findByText('Assignment saved')).toBeInTheDocument();
  });

  it('takes its filter from the address', async () => {
    renderScreen(<IncidentsPage />, {
      path: '/analytics/incidents',
      url: '/analytics/incidents?type=Battery&state=Closed',
      mocks: mocks(),
      appData: { user, ...licensed },
    });
    await screen.findByRole('button', { name: 'Open incident 7' });
    expect(screen.getByRole('button', { name: 'Reset filter' })).toBeInTheDocument();
  });
});

describe('/analytics overview boxes', () => {
  it('shows the boxes the server gives, with their counts and entries', async () => {
    const boxes = [
      {
        __typename: 'AnalyticsBox',
        kind: 'low_battery',
        count: 1,
        items: [
          {
            __typename: 'AnalyticsBoxItem',
            incident_id: 7,
            severity: 'Critical',
            device_name: 'Medaillon Zi 102',
            section_name: 'Wohnbereich 1. OG',
            battery: 12,
            opened_at: incident.opened_at,
          },
        ],
      },
      { __typename: 'AnalyticsBox', kind: 'not_reachable', count: 0, items: [] },
    ];
    renderScreen(<AnalyticsOverviewPage />, {
      path: '/analytics',
      mocks: [
        {
          request: { query: AnalyticsOverviewDocument },
          maxUsageCount: 5,
          result: { data: { analyticsOverview: boxes } },
        },
      ],
      appData: { user, ...licensed },
    });
    const low = await screen.findByRole('region', { name: 'Low battery' });
    expect(within(low).getByRole('link', { name: 'Medaillon Zi 102' })).toHaveAttribute(
      'href',
      '/analytics/incidents?incident=7',
    );
    expect(within(low).getByLabelText('1 open incident')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Not reachable' })).getByText('Nothing open.'),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
