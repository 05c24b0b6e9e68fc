import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCall, buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';
import { NOTIFICATIONS_KEY } from './display-storage';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

function setPage({ hidden, secure }: { hidden: boolean; secure: boolean }) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
}

async function deliver(
  view: ReturnType<typeof renderDisplayView>,
  seq: number,
  ids: number[],
  presences: number[] = [],
) {
  const calls = [...ids.map((id) => buildCall(id)), ...presences.map((id) => buildCall(id, { flag: 'Presence' }))];
  await act(async () => view.socket.push('OnCallsChanged', callsUpdate(seq, calls)));
  await vi.waitFor(() => expect(screen.queryAllByTestId('call-tile')).toHaveLength(ids.length));
}

beforeEach(() => {
  FakeNotification.shown = [];
  FakeNotification.permission = 'granted';
  vi.stubGlobal('Notification', FakeNotification);
  stubServer({
    CallDisplayRelations: () => buildRelations(),
    ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setPage({ hidden: false, secure: false });
});

describe('desktop notifications', () => {
  it('announce each newly arrived call that is not a presence while the tab is hidden', async () => {
    localStorage.setItem(NOTIFICATIONS_KEY, 'on');
    setPage({ hidden: true, secure: true });
    const view = renderDisplayView();
    await deliver(view, 1, [1]);
    expect(FakeNotification.shown).toEqual([]); // what was open at the start did not arrive

    await deliver(view, 2, [1, 2], [3]);
    expect(FakeNotification.shown.map((n) => [n.title, n.options.body])).toEqual([['Room 2', 'Alert · Bed']]);

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    FakeNotification.shown[0]?.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(FakeNotification.shown[0]?.close).toHaveBeenCalled();
  });

  it('stay silent while the display is in view', async () => {
    localStorage.setItem(NOTIFICATIONS_KEY, 'on');
    setPage({ hidden: false, secure: true });
    const view = renderDisplayView();
    await deliver(view, 1, [1]);
    await deliver(view, 2, [1, 2]);
    expect(FakeNotification.shown).toEqual([]);
  });

  it('stay silent when switched off', async () => {
    localStorage.setItem(NOTIFICATIONS_KEY, 'off');
    setPage({ hidden: true, secure: true });
    const view = renderDisplayView();
    await deliver(view, 1, [1]);
    await deliver(view, 2, [1, 2]);
    expect(FakeNotification.shown).toEqual([]);
  });

  it('are switched on by the toggle, which asks for permission and stores on', async () => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockImplementationOnce(async () => {
      FakeNotification.permission = 'granted';
      return 'granted';
    });
    setPage({ hidden: false, secure: true });
    renderDisplayView();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on desktop notifications' }));
    expect(await screen.findByRole('button', { name: 'Turn off desktop notifications' })).toBeInTheDocument();
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
    expect(localStorage.getItem(NOTIFICATIONS_KEY)).toBe('on');

    fireEvent.click(screen.getByRole('button', { name: 'Turn off desktop notifications' }));
    expect(localStorage.getItem(NOTIFICATIONS_KEY)).toBe('off');
  });

  it('have no toggle outside a secure context', () => {
    setPage({ hidden: false, secure: false });
    renderDisplayView();
    expect(screen.queryByRole('button', { name: /desktop notifications/ })).not.toBeInTheDocument();
  });
});
