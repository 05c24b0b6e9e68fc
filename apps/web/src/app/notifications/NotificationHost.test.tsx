import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { CARRY_MS, carryOver, takeCarried } from './carry-over';
import { NotificationHost } from './NotificationHost';
import { type NotificationInput, normalise } from './notification-queue';
import { useNotify } from './notifications-context';

function Trigger({ input }: { input: NotificationInput }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(input)}>
      {'notify'}
    </button>
  );
}

function mount(input: NotificationInput) {
  render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <NotificationHost>
          <Trigger input={input} />
        </NotificationHost>
      </I18nextProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'notify' }));
}

describe('the notification host', () => {
  it('runs the primary action and closes', () => {
    const retry = vi.fn();
    mount({
      title: 'Not saved',
      type: 'error',
      actions: { primary: { label: 'Retry', action: retry }, dismiss: { label: 'Later' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on the dismiss action', () => {
    mount({ title: 'Not saved', type: 'error', actions: { dismiss: { label: 'Later' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps clear of a drawer by its offset', () => {
    mount({ title: 'Action failed', offset: { right: 520, bottom: 0 } });
    expect(screen.getByRole('status')).toHaveStyle({ right: '536px', bottom: '16px' });
  });
});

describe('notifications across a page load', () => {
  it('show on the next page what was still showing when the page went', () => {
    mount({ title: 'Password saved' });
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    render(
      <MantineProvider>
        <I18nextProvider i18n={createI18n('en')}>
          <NotificationHost>{null}</NotificationHost>
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Password saved');
    expect(takeCarried()).toEqual([]);
  });

  it('leave out what is too old to belong to that page', () => {
    carryOver([normalise({ title: 'Old' })], Date.now() - CARRY_MS - 1);
    expect(takeCarried()).toEqual([]);
  });
});
