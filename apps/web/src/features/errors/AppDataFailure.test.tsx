import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { AppDataFailure, RETRY_UNREACHABLE_MS } from './AppDataFailure';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.useRealTimers();
});

function renderFailure(onRetry: () => void, unreachable = false) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <AppDataFailure onRetry={onRetry} unreachable={unreachable} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('the console could not load (spec part 1 §8)', () => {
  it('says it could not load while the browser is online', () => {
    renderFailure(() => {});
    expect(screen.getByText('The console could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No connection')).toBeNull();
  });

  it('says plainly that the device is offline, and tries again when the network is back', async () => {
    let retries = 0;
    act(() => setOnline(false));
    renderFailure(() => {
      retries++;
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    expect(retries).toBe(0);
    act(() => setOnline(true));
    await waitFor(() => expect(retries).toBeGreaterThanOrEqual(1));
    expect(screen.getByText('The console could not be loaded')).toBeInTheDocument();
  });

  it('says there is no connection when no answer came though the browser thinks it is online, and keeps trying', () => {
    vi.useFakeTimers();
    let retries = 0;
    renderFailure(() => {
      retries++;
    }, true);
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    expect(screen.getByRole('alert')).toHaveTextContent('The server does not answer');
    expect(screen.queryByText('The console could not be loaded')).toBeNull();
    act(() => vi.advanceTimersByTime(RETRY_UNREACHABLE_MS - 1));
    expect(retries).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(retries).toBe(1);
    act(() => vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 2));
    expect(retries).toBe(3);
  });

  it('does not try again by itself after an answer with an error (a reload is the user’s)', () => {
    vi.useFakeTimers();
    let retries = 0;
    renderFailure(() => {
      retries++;
    });
    act(() => vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 3));
    expect(retries).toBe(0);
  });
});
