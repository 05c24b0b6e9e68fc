import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import {
  IncidentNotificationGetDocument,
  IncidentNotificationListDocument,
  IncidentNotificationUpdateDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { IncidentNotificationsModal } from './IncidentNotificationsModal';
import { IncidentNotificationUserForm } from './IncidentNotificationUserForm';

const user = { id: 3, permissions: ['analytics::manage_incidents'] };
const licensed = { licensedFeatures: ['analytics'] };
const setting = (over: Record<string, unknown> = {}) => ({
  __typename: 'IncidentNotificationSetting' as const,
  user_id: 3,
  user_name: 'Tech',
  email: 'technik@heim.example',
  enabled: false,
  notify_battery: true,
  notify_defects: true,
  notify_not_reachable: true,
  notify_probable_defects: false,
  ...over,
});

describe('incident notification settings', () => {
  it('lists the handlers with what they receive, and who receives nothing', async () => {
    const list = [
      setting({ enabled: true, notify_defects: false }),
      setting({ user_id: 4, user_name: 'Nacht', email: '' }),
    ];
    renderScreen(<IncidentNotificationsModal />, {
      path: '/analytics/incidents/notifications',
      mocks: [
        {
          request: { query: IncidentNotificationListDocument },
          result: { data: { incidentNotificationSettings: list } },
        },
      ],
      appData: { user, ...licensed },
    });
    const tech = await screen.findByRole('row', { name: /Tech/ });
    expect(within(tech).getByText('Battery, Not reachable')).toBeInTheDocument();
    expect(within(tech).getByRole('link', { name: 'Tech' })).toHaveAttribute(
      'href',
      '/analytics/incidents/notifications/user/3',
    );
    const night = screen.getByRole('row', { name: /Nacht/ });
    expect(within(night).getByText('No e-mails')).toBeInTheDocument();
    expect(within(night).getByText('no address')).toBeInTheDocument();
  });

  it('saves the user’s flags and closes', async () => {
    const close = vi.fn();
    const data = {
      enabled: true,
      notify_battery: true,
      notify_defects: true,
      notify_not_reachable: true,
      notify_probable_defects: true,
    };
    renderScreen(
      <ModalRouteContext.Provider value={{ close }}>
        <IncidentNotificationUserForm />
      </ModalRouteContext.Provider>,
      {
        path: '/analytics/incidents/notifications/user/:id',
        url: '/analytics/incidents/notifications/user/3',
        mocks: [
          {
            request: { query: IncidentNotificationGetDocument, variables: { user_id: 3 } },
            result: { data: { incidentNotificationSetting: setting() } },
          },
          {
            request: { query: IncidentNotificationUpdateDocument, variables: { user_id: 3, data } },
            result: { data: { updateIncidentNotificationSetting: setting(data) } },
          },
          {
            request: { query: IncidentNotificationListDocument },
            result: { data: { incidentNotificationSettings: [] } },
          },
        ],
        appData: { user, ...licensed },
      },
    );
    expect(await screen.findByText('E-mails go to technik@heim.example.')).toBeInTheDocument();
    const probable = screen.getByRole('checkbox', { name: 'Probable defects' });
    expect(probable).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tell of new incidents by e-mail' }));
    await userEvent.click(probable);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    expect(close).toHaveBeenCalled();
  });
});
