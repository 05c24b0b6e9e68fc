import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenCallsDocument } from '../../../generated/transport';
import { createFakeTransport } from '../../../test/fake-transport';
import { buildCall } from '../test/builders';
import { displayProviders } from '../test/display-providers';
import { DisplayCallForm } from './DisplayCallForm';

function renderForm(url: string, calls: ReturnType<typeof buildCall>[]) {
  const { transport } = createFakeTransport([
    { request: { query: OpenCallsDocument }, result: { data: { openCalls: calls } } },
  ]);
  const { Providers } = displayProviders({ transport, url, appData: { user: { id: 7 } } });
  render(
    <Providers>
      <DisplayCallForm />
    </Providers>,
  );
}

describe('call form from the display', () => {
  it('asks for the open calls when opened by address, and shows the call read-only', async () => {
    renderForm('/display/call/4', [
      buildCall(3),
      buildCall(4, { device: 'Room 4', type: 'Emergency', position: 'Bath' }),
    ]);
    expect(await screen.findByLabelText('Device')).toHaveValue('Room 4');
    expect(screen.getByLabelText('Call type')).toHaveValue('Emergency');
    expect(screen.getByLabelText('Position')).toHaveValue('Bath');
    expect(screen.getByLabelText('Device')).toHaveAttribute('readonly');
  });

  it('says so when the call is no longer open', async () => {
    renderForm('/display/call/9', [buildCall(3)]);
    expect(await screen.findByText('This call is no longer open.')).toBeInTheDocument();
  });
});
