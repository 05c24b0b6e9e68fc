import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '../../features/display/test/fake-socket';
import { useSystemMessages } from './system-messages';
import { createTransport } from './transport';
import { TransportContext } from './transport-context';

function Listener({ onMessage }: { onMessage: (subject: string) => void }) {
  useSystemMessages((message) => onMessage(message.subject));
  return null;
}

describe('system messages', () => {
  it('share one subscription among every listener of the page, ended with the last one', () => {
    const socket = createFakeSocket();
    const transport = createTransport({ context: { systemId: () => 1, locale: () => 'de' }, socket: socket.client });
    const first = vi.fn();
    const second = vi.fn();
    const page = render(
      <TransportContext.Provider value={transport}>
        <Listener onMessage={first} />
        <Listener onMessage={second} />
      </TransportContext.Provider>,
    );
    expect(socket.active('SystemMessages')).toHaveLength(1);
    socket.push('SystemMessages', { systemMessages: { subject: 'reload', payload: null } });
    expect(first).toHaveBeenCalledWith('reload');
    expect(second).toHaveBeenCalledWith('reload');
    page.unmount();
    expect(socket.active('SystemMessages')).toHaveLength(0);
  });

  it('listen again when the server ends the subscription', () => {
    const socket = createFakeSocket();
    const transport = createTransport({ context: { systemId: () => 1, locale: () => 'de' }, socket: socket.client });
    render(
      <TransportContext.Provider value={transport}>
        <Listener onMessage={vi.fn()} />
      </TransportContext.Provider>,
    );
    socket.active('SystemMessages')[0]?.sink.complete();
    expect(socket.subscriptions.filter((s) => s.operationName === 'SystemMessages')).toHaveLength(2);
  });
});
