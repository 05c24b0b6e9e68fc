import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { AppDataFailure } from './AppDataFailure';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

function renderFailure(onRetry: () => void) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <AppDataFailure onRetry={onRetry} />
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
});
