import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '../../features/display/test/fake-socket';
import { createI18n } from '../../i18n/i18n';
import { createTransport } from '../connection/transport';
import { TransportContext } from '../connection/transport-context';
import { NotificationHost } from '../notifications/NotificationHost';
import { ServerHealthNotice } from './ServerHealthNotice';

const READ_ONLY = 'the file system is read-only (EROFS): /var/lib/wardlight refuses writes';
const failing = {
  status: 'failing',
  calls_complete: false,
  problems: [{ source: 'disk', status: 'failing', reason: READ_ONLY }],
};

function mount(settleMs = 1_500) {
  const socket = createFakeSocket();
  const transport = createTransport({ context: { systemId: () => 1, locale: () => 'en' }, socket: socket.client });
  render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <TransportContext.Provider value={transport}>
          <NotificationHost>
            <ServerHealthNotice settleMs={settleMs} />
          </NotificationHost>
        </TransportContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return (subject: string, payload: unknown) =>
    act(() => socket.push('SystemMessages', { systemMessages: { subject, payload } }));
}

describe("technicians' alarm for the server's own faults", () => {
  it('stays while the disk refuses writes, with the cause, and gives way to an all-clear', () => {
    const say = mount();
    say('server.health', failing);
    const alarm = screen.getByRole('alert');
    expect(alarm).toHaveTextContent('The server cannot store calls');
    expect(alarm).toHaveTextContent(`Disk: ${READ_ONLY}`);
    say('time', 1_700_000_000);
    expect(screen.getByRole('alert')).toBe(alarm);

    say('server.health', { status: 'ok', calls_complete: true, problems: [] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The server works normally again');
  });

  it('says nothing to those without the causes: the pages and displays tell them their way', () => {
    const say = mount();
    say('server.health', { status: 'failing', calls_complete: false });
    say('server.health', { status: 'ok', calls_complete: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('after a restart of the server: kept when the problem is told again, cleared when it is not', () => {
    vi.useFakeTimers();
    try {
      const say = mount(1_500);
      say('server.health', failing);
      say('restart', { version: '1', started_at: 'x' });
      say('server.health', failing);
      act(() => vi.advanceTimersByTime(5_000));
      expect(screen.getByRole('alert')).toHaveTextContent('The server cannot store calls');

      say('restart', { version: '1', started_at: 'y' });
      act(() => vi.advanceTimersByTime(1_499));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('The server works normally again');
    } finally {
      vi.useRealTimers();
    }
  });

  it('names a database away as calls that may be missing', () => {
    const say = mount();
    say('server.health', {
      status: 'degraded',
      calls_complete: false,
      problems: [{ source: 'database', status: 'degraded', reason: 'database unreachable: connection refused' }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Calls may be missing on this server');
    expect(screen.getByRole('alert')).toHaveTextContent('Database: database unreachable: connection refused');
  });
});
