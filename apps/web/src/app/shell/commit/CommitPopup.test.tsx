import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigChangelogDocument } from '../../../generated/graphql';
import { COMMIT_POLL_MS } from '../shell-constants';
import { locationText, renderShell, type ShellRenderOptions } from '../test/render-shell';
import { CommitPopup } from './CommitPopup';

const changelog = (status: string, progress: number): MockLink.MockedResponse => ({
  request: { query: ConfigChangelogDocument },
  result: { data: { configChangelog: { __typename: 'ConfigChangelog', status, progress } } },
});
const failing: MockLink.MockedResponse = { request: { query: ConfigChangelogDocument }, error: new Error('offline') };

function mount(options: ShellRenderOptions & { mocks?: MockLink.MockedResponse[] } = {}) {
  const shell = renderShell(<CommitPopup />, { url: '/log', user: { superuser: true }, ...options });
  return { ...shell, startCommit: () => act(() => shell.sync.commitStarted()) };
}

const popup = () => screen.queryByRole('dialog', { name: 'Configuration is being committed' });
// The popup's module loads on first use: wait for it before looking, and before asserting it stays away.
const findPopup = () => screen.findByRole('dialog', { name: 'Configuration is being committed' });
const settle = () => act(() => import('./CommitProgress'));

describe('commit popup (spec part 1 §4, part 2 §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('appears on getsconfig.commit and shows the progress the changelog reports', async () => {
    const { startCommit } = mount({ mocks: [changelog('running', 40)] });
    expect(popup()).not.toBeInTheDocument();
    startCommit();
    expect(await findPopup()).toBeInTheDocument();
    expect(await screen.findByText('40 %')).toBeInTheDocument();
  });

  it('appears for a commit AppData reports at load', async () => {
    mount({ committing: true, mocks: [changelog('running', 0)] });
    expect(await findPopup()).toBeInTheDocument();
  });

  it('polls the changelog every 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { startCommit } = mount({ mocks: [changelog('running', 10), changelog('running', 70)] });
    startCommit();
    expect(await screen.findByText('10 %')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COMMIT_POLL_MS));
    expect(await screen.findByText('70 %')).toBeInTheDocument();
  });

  it.each([
    ['the display', '/display/ward-a'],
    ["a display's call", '/display/ward-a/call/4'],
    ['the sync page', '/sync'],
  ])('stays off %s', async (_label, url) => {
    const { startCommit } = mount({ url, mocks: [changelog('running', 40)] });
    startCommit();
    await settle();
    expect(popup()).not.toBeInTheDocument();
  });

  it('stays off for visitors', async () => {
    const { sync } = renderShell(<CommitPopup />, { url: '/no-access', mocks: [changelog('running', 40)] });
    act(() => sync.commitStarted());
    await settle();
    expect(popup()).not.toBeInTheDocument();
  });

  it('leads to the sync page', async () => {
    const { startCommit } = mount({ mocks: [changelog('running', 40)] });
    startCommit();
    fireEvent.click(await screen.findByRole('button', { name: 'Open synchronisation' }));
    await vi.waitFor(() => expect(locationText()).toBe('/sync'));
  });

  it('goes to the sync page when a poll fails', async () => {
    const { startCommit } = mount({ mocks: [failing] });
    startCommit();
    await vi.waitFor(() => expect(locationText()).toBe('/sync'));
  });

  it('ends with getsconfig.commit_done, or when the changelog says the commit is over', async () => {
    const { startCommit, sync, session } = mount({ mocks: [changelog('running', 40), changelog('ready', 100)] });
    startCommit();
    expect(await screen.findByText('40 %')).toBeInTheDocument();
    act(() => sync.commitEnded());
    expect(popup()).not.toBeInTheDocument();
    startCommit();
    await vi.waitFor(() => expect(popup()).not.toBeInTheDocument());
    expect(session.reload).toHaveBeenCalledOnce();
  });
});
