import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadI18n } from '../../../i18n/i18n';
import { DisplayConfigContext } from '../config/display-config';
import { buildConfig } from '../test/builders';
import { DisplayLocale } from './DisplayLocale';

const seen: { language: string; initialized: boolean }[] = [];

function Probe() {
  const { t, i18n } = useTranslation('display', { useSuspense: false });
  seen.push({ language: i18n.language, initialized: i18n.isInitialized });
  return <p>{t('empty.text')}</p>;
}

describe('display language', () => {
  it('fetches its language and speaks it, leaving the console in its own', async () => {
    const i18n = await loadI18n('de');
    const display = { config: buildConfig({ locale: 'en' }), profile: null, systemIds: [1], openSettings: vi.fn() };
    render(
      <I18nextProvider i18n={i18n}>
        <DisplayConfigContext.Provider value={display}>
          <DisplayLocale>
            <Probe />
          </DisplayLocale>
        </DisplayConfigContext.Provider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('No open calls')).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(i18n.t('display:empty.text')).toBe('Keine offenen Rufe');
    // An instance handed out before its init ran makes every text suspend, for good in a browser.
    expect(seen.filter((s) => !s.initialized)).toEqual([]);
  });
});
