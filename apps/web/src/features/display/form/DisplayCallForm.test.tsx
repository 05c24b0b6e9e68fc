import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenCallsDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { buildCall } from '../test/builders';
import { DisplayCallForm } from './DisplayCallForm';

const openCalls = (calls: ReturnType<typeof buildCall>[]) => [
  { request: { query: OpenCallsDocument }, result: { data: { openCalls: calls } } },
];

describe('call form from the display', () => {
  it('asks for the open calls when opened by address, and shows the call read-only', async () => {
    renderScreen(<DisplayCallForm />, {
      path: '/display/:slug?/call/:id',
      url: '/display/call/4',
      appData: { user: { id: 7 } },
      mocks: openCalls([buildCall(3), buildCall(4, { device: 'Room 4', type: 'Emergency', position: 'Bath' })]),
    });
    expect(await screen.findByLabelText('Device')).toHaveValue('Room 4');
    expect(screen.getByLabelText('Call type')).toHaveValue('Emergency');
    expect(screen.getByLabelText('Position')).toHaveValue('Bath');
    expect(screen.getByLabelText('Device')).toHaveAttribute('readonly');
  });

  it('says so when the call is no longer open', async () => {
    renderScreen(<DisplayCallForm />, {
      path: '/display/:slug?/call/:id',
      url: '/display/call/9',
      appData: { user: { id: 7 } },
      mocks: openCalls([buildCall(3)]),
    });
    expect(await screen.findByText('This call is no longer open.')).toBeInTheDocument();
  });
});
