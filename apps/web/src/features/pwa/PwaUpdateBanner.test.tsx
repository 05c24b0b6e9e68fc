import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_COUNTDOWN_SECONDS } from '../../app/shell/UpdateBanner';
import { createI18n } from '../../i18n/i18n';
import { PwaUpdateBanner } from './PwaUpdateBanner';
import { createPwaWorkerStore } from './pwa-worker';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  let updates = 0;
  const worker = createPwaWorkerStore(async () => {
    updates++;
  });
  render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <PwaUpdateBanner worker={worker} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return { worker, updates: () => updates };
}

describe('the PWA’s update banner (spec part 1 §4, for the service worker’s new version)', () => {
  it('shows nothing until a new version waits, then counts down from 30 s and switches to it', () => {
    const { worker, updates } = setup();
    expect(screen.queryByTestId('pwa-update')).toBeNull();
    act(() => worker.needRefresh());
    expect(screen.getByTestId('pwa-update')).toHaveTextContent(`${UPDATE_COUNTDOWN_SECONDS} s`);
    act(() => vi.advanceTimersByTime((UPDATE_COUNTDOWN_SECONDS - 1) * 1000));
    expect(screen.getByTestId('pwa-update')).toHaveTextContent('1 s');
    expect(updates()).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(updates()).toBe(1);
  });

  it('switches at once on "reload now"; "cancel" stops the countdown', () => {
    const { worker, updates } = setup();
    act(() => worker.needRefresh());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(updates()).toBe(0);
    expect(screen.getByTestId('pwa-update')).not.toHaveTextContent(' s.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload now' }));
    expect(updates()).toBe(1);
  });
});
