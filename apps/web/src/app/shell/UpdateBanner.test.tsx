import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SystemMessagesDocument } from '../../generated/transport';
import type { AnyMock } from '../../test/fake-transport';
import { SystemMessagesListener } from './SystemMessagesListener';
import { renderShell } from './test/render-shell';
import { UpdateBanner } from './UpdateBanner';

function mount(children: ReactNode, mocks: AnyMock[] = []) {
  return renderShell(children, { mocks }).serverVersion;
}

describe('update banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays away while the server version is the one the page started with', () => {
    const versions = mount(<UpdateBanner reload={vi.fn()} />);
    act(() => versions.report('1.0.0'));
    act(() => versions.report('1.0.0'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts down from 30 s when the version changes, then reloads', () => {
    const reload = vi.fn();
    const versions = mount(<UpdateBanner reload={reload} />);
    act(() => versions.report('1.0.0'));
    act(() => versions.report('1.1.0'));
    expect(screen.getByRole('status')).toHaveTextContent('Version 1.1.0 is available. The page reloads in 30 s.');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('reloads in 20 s');
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20_000));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once on request, and cancel stops and resets the count', () => {
    const reload = vi.fn();
    const versions = mount(<UpdateBanner reload={reload} />);
    act(() => versions.report('1.0.0'));
    act(() => versions.report('2.0.0'));
    act(() => vi.advanceTimersByTime(5_000));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Version 2.0.0 is available.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload now' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('system messages in the shell', () => {
  it('takes a new version from a restart message', async () => {
    const mocks = [
      {
        request: { query: SystemMessagesDocument },
        result: {
          data: { systemMessages: { __typename: 'SystemMessage', subject: 'restart', payload: { version: '9.9.9' } } },
        },
      },
    ];
    const versions = mount(
      <>
        <SystemMessagesListener reload={vi.fn()} />
        <UpdateBanner reload={vi.fn()} />
      </>,
      mocks,
    );
    act(() => versions.report('1.0.0'));
    expect(await screen.findByRole('status')).toHaveTextContent('Version 9.9.9 is available.');
  });

  it('reloads the page on a reload message', async () => {
    const reload = vi.fn();
    const mocks = [
      {
        request: { query: SystemMessagesDocument },
        result: { data: { systemMessages: { __typename: 'SystemMessage', subject: 'reload', payload: null } } },
      },
    ];
    mount(<SystemMessagesListener reload={reload} />, mocks);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
