import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CloudSyncDocument, CloudSyncUpdateDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CloudSyncPage } from './CloudSyncPage';

const CLOUD = {
  __typename: 'CloudSync' as const,
  state: 'error',
  enabled: true,
  username: 'pflege@haus-linde.ch',
  has_password: true,
  address: 'https://cloud.example.ch',
  last_sync_at: '2026-11-26T08:00:00.000Z',
  last_error_code: 'not_registered',
  last_error: 'InvalidAccessKeyId: unknown key',
};

function open() {
  const sent: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: CloudSyncDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { cloudSync: CLOUD } },
    },
    {
      request: { query: CloudSyncUpdateDocument, variables: () => true },
      result: (variables: unknown) => {
        sent.push(variables);
        return {
          errors: [
            new GraphQLError('validation failed', {
              extensions: { code: 'VALIDATION_FAILED', validation: true, field: 'username', key: 'invalid_email' },
            }),
          ],
        };
      },
    },
  ];
  renderScreen(<CloudSyncPage />, { path: '/admin/gets-cloud', mocks, appData: { user: { id: 1 } } });
  return sent;
}

describe('the cloud sync page', () => {
  it('shows the state and the spec’s error, and the server’s invalid email on the username', async () => {
    const sent = open();
    expect(await screen.findByText('Email not registered')).toBeInTheDocument();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    const username = screen.getByLabelText('Username (email)');
    await userEvent.clear(username);
    await userEvent.type(username, 'pflege');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toEqual([{ data: { enabled: true, username: 'pflege', password: null } }]));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });
});
