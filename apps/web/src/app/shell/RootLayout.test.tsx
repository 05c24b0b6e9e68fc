import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GetsHttpErrorDocument } from '../../generated/graphql';
import { SystemMessagesDocument } from '../../generated/transport';
import type { AnyMock } from '../../test/fake-transport';
import { pageFullscreen } from '../../ui/page/page-fullscreen';
import { RootLayout } from './RootLayout';
import { locationText, renderShell, type ShellRenderOptions } from './test/render-shell';

const message = (subject: string, payload: unknown = null): AnyMock => ({
  request: { query: SystemMessagesDocument },
  result: { data: { systemMessages: { __typename: 'SystemMessage', subject, payload } } },
});

// Subscriptions the layout opens that a test has nothing to say on: they stay quiet.
const quiet: AnyMock[] = [
  { request: { query: SystemMessagesDocument }, delay: Number.POSITIVE_INFINITY, maxUsageCount: 9 },
  { request: { query: GetsHttpErrorDocument }, result: { data: null }, delay: 600_000, maxUsageCount: 9 },
];

function mount(url: string, options: ShellRenderOptions = { user: { superuser: true } }) {
  return renderShell(<RootLayout />, { url, ...options, mocks: [...(options.mocks ?? []), ...quiet] });
}

describe('root layout', () => {
  it('sends the user to the sync page when a commit starts, and blurs the header out of reach', async () => {
    const { container } = mount('/log', { user: { superuser: true }, mocks: [message('getsconfig.commit')] });
    await vi.waitFor(() => expect(locationText()).toBe('/sync'), { timeout: 5000 });
    // The header's module loads on first use (ShellFrame), which takes a while on a shared machine.
    await vi.waitFor(() => expect(container.ownerDocument.querySelector('header [inert]')).not.toBeNull(), {
      timeout: 10_000,
    });
  }, 20_000);

  it('shows matched modal routes over their page once the guard lets them', async () => {
    // A modal route whose screen is not built yet (the call log's form is: /log/edit/9 shows it).
    mount('/admin/defects/edit/9');
    expect(await screen.findByRole('dialog')).toHaveTextContent('This page is not available yet.');
  });

  it('shows no modal to someone the guard turns away', async () => {
    mount('/log/edit/9', {});
    await vi.waitFor(() => expect(locationText()).toBe(`/login?redirect=${encodeURIComponent('/log/edit/9')}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the header out while a page is in full screen', async () => {
    mount('/log');
    expect(await screen.findByRole('banner', {}, { timeout: 10_000 })).toBeInTheDocument();
    let release = () => {};
    act(() => {
      release = pageFullscreen.hold();
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    act(() => release());
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
