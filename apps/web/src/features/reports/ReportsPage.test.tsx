import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ConfigOptionSectionsDocument,
  MailSettingsGetDocument,
  MailTestDocument,
  ReportRunsDocument,
  ReportSettingsGetDocument,
  ReportSettingsUpdateDocument,
} from '../../generated/graphql';
import { renderScreen } from '../../test/render';
import { CRUD_UI_TIMEOUT } from '../../ui/crud/test/crud-harness';
import { ReportsPage } from './ReportsPage';

const REPORT = {
  __typename: 'ReportSettings',
  system_id: 1,
  email: '',
  enabled: false,
  send_daily: false,
  send_weekly: true,
  send_monthly: false,
  send_hour: 6,
  section_ids: [],
  include_battery: true,
  include_not_reachable: true,
  include_long_calls: true,
  include_probable_defects: true,
  call_duration_threshold: 10,
  last_execution: null,
};
const MAIL = {
  __typename: 'MailSettings',
  host: 'mail.heim.example',
  port: 587,
  security: 'starttls',
  username: '',
  has_password: false,
  sender: 'wardlight@heim.example',
};
const FAILED_RUN = {
  __typename: 'ReportRun',
  id: 3,
  kind: 'WEEKLY',
  period_start: '2026-11-16T05:00:00.000Z',
  period_end: '2026-11-23T05:00:00.000Z',
  status: 'failed',
  attempts: 2,
  next_attempt_at: '2026-11-23T05:20:00.000Z',
  subject: 'Wochenbericht Haus',
  recipients: 'leitung@heim.example',
  error: '550 mailbox unavailable',
  created_at: '2026-11-23T05:00:10.000Z',
  sent_at: null,
};

function openReports() {
  const saved: unknown[] = [];
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: ReportSettingsGetDocument }, ...always, result: { data: { reportSettings: REPORT } } },
    { request: { query: MailSettingsGetDocument }, ...always, result: { data: { mailSettings: MAIL } } },
    { request: { query: ReportRunsDocument }, ...always, result: { data: { reportRuns: [FAILED_RUN] } } },
    { request: { query: ConfigOptionSectionsDocument }, ...always, result: { data: { sections: { items: [] } } } },
    {
      request: { query: ReportSettingsUpdateDocument, variables: () => true },
      ...always,
      result: (variables: { data: typeof REPORT }) => {
        saved.push(variables.data);
        return { data: { updateReportSettings: { ...REPORT, ...variables.data } } };
      },
    },
    {
      request: { query: MailTestDocument, variables: { to: 'technik@heim.example' } },
      result: {
        data: {
          sendTestMail: { __typename: 'MailTestResult', ok: false, response: null, error: 'connect ECONNREFUSED' },
        },
      },
    },
  ];
  renderScreen(<ReportsPage />, { path: '/admin/reports', mocks, appData: { user: { id: 1 } } });
  return saved;
}

describe('reports page (issue 15)', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('shows that the last report failed and why, and when it is tried again', async () => {
    openReports();
    const alert = await screen.findByText('The last report could not be sent');
    expect(alert.closest('[role="alert"]') ?? alert.parentElement).toHaveTextContent('550 mailbox unavailable');
    const table = screen.getByRole('table', { name: 'Reports sent' });
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('(2 attempts)', { exact: false })).toBeInTheDocument();
  });

  it('asks for recipients before a report is switched on, then saves it', async () => {
    const user = userEvent.setup();
    const saved = openReports();
    await user.click(await screen.findByLabelText('Send the report'));
    const save = screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement;
    await user.click(save);
    expect(await screen.findByText(/required/i)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.type(screen.getByLabelText('Recipients'), 'leitung@heim.example');
    await user.click(save);
    await screen.findByText('Saved', { exact: false });
    expect(saved).toEqual([
      expect.objectContaining({ enabled: true, email: 'leitung@heim.example', send_weekly: true }),
    ]);
  });

  it("shows the mail server's refusal of a test message", async () => {
    const user = userEvent.setup();
    openReports();
    await user.type(await screen.findByLabelText('Test message to'), 'technik@heim.example');
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('The mail server did not accept the message.')).toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED')).toBeInTheDocument();
  });
});
