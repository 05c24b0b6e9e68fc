import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDisplayToken, writeDisplayToken } from '../../../app/storage';
import { DisplayEnrolmentDocument, RequestDisplayEnrolmentDocument } from '../../../generated/transport';
import { createFakeTransport } from '../../../test/fake-transport';
import { displayProviders } from '../test/display-providers';
import { EnrolmentGate } from './EnrolmentGate';
import { reportNotEnrolled } from './not-enrolled';
import { ENROLMENT_POLL_MS } from './useEnrolmentGate';

const STAND_IN = 'the calls';

type Status = 'pending' | 'approved' | 'revoked' | null;

/** The gate over a stand-in display, with the server's answer about this display in `server`. */
function mount(initial: { status: Status; device_id?: number | null }) {
  const server = { required: true, device_id: initial.device_id ?? null, status: initial.status };
  const { transport, asked } = createFakeTransport([
    {
      request: { query: DisplayEnrolmentDocument },
      result: () => ({ data: { displayEnrolment: { ...server } } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: RequestDisplayEnrolmentDocument, variables: { name: 'Flur 2' } },
      result: () => {
        Object.assign(server, { device_id: 7, status: 'pending' });
        return { data: { requestDisplayEnrolment: { device_id: 7, token: 'device token' } } };
      },
    },
  ]);
  const reload = vi.fn();
  const { Providers } = displayProviders({ transport });
  render(
    <Providers>
      <EnrolmentGate reload={reload}>
        <p>{STAND_IN}</p>
      </EnrolmentGate>
    </Providers>,
  );
  const checks = () => asked.filter((a) => a.operation === 'DisplayEnrolment').length;
  return { server, reload, checks };
}

afterEach(() => {
  vi.useRealTimers();
  writeDisplayToken(null);
});

describe('display enrolment gate', () => {
  it('shows the display and asks nothing until a request is refused', () => {
    const { checks } = mount({ status: null });
    expect(screen.getByText('the calls')).toBeInTheDocument();
    expect(checks()).toBe(0);
  });

  it('asks for approval by name, keeps the token and waits with the device number', async () => {
    const user = userEvent.setup();
    mount({ status: null });
    act(() => reportNotEnrolled());
    await screen.findByRole('heading', { name: 'This display is not approved yet' });
    expect(screen.queryByText('the calls')).not.toBeInTheDocument();
    const request = screen.getByRole('button', { name: 'Ask for approval' });
    expect(request).toBeDisabled();
    await user.type(screen.getByLabelText('Name of this display'), 'Flur 2');
    await user.click(request);
    await screen.findByText('Display no. 7');
    expect(readDisplayToken()).toBe('device token');
  });

  it('polls while waiting and reloads once approved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, reload, checks } = mount({ status: 'pending', device_id: 3 });
    act(() => reportNotEnrolled());
    await screen.findByText('Display no. 3');
    const before = checks();
    await act(() => vi.advanceTimersByTimeAsync(ENROLMENT_POLL_MS));
    expect(checks()).toBe(before + 1);
    expect(reload).not.toHaveBeenCalled();
    server.status = 'approved';
    await act(() => vi.advanceTimersByTimeAsync(ENROLMENT_POLL_MS));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('says so when the approval was withdrawn', async () => {
    mount({ status: 'revoked', device_id: 3 });
    act(() => reportNotEnrolled());
    await screen.findByText(/approval of this display was withdrawn/);
    expect(screen.getByLabelText('Name of this display')).toBeInTheDocument();
  });
});
