import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { ToDisplayPage } from './ToDisplayPage';

describe('the display inside the console', () => {
  it('loads the address again, so that the display page of its own opens', () => {
    const load = vi.fn();
    render(
      <MantineProvider>
        <I18nextProvider i18n={createI18n('en')}>
          <ToDisplayPage load={load} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(load).toHaveBeenCalledOnce();
  });
});
