import { describe, expect, it } from 'vitest';
import { loadI18n } from './i18n';

describe('the app’s i18n (languages fetched when needed)', () => {
  it('has the page’s language and German ready when it resolves', async () => {
    const i18n = await loadI18n('fr');
    expect(i18n.t('common:actions.login')).toBe('Se connecter');
    expect(i18n.hasResourceBundle('de', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('it', 'common')).toBe(false);
  });

  it('fetches a language before switching to it', async () => {
    const i18n = await loadI18n('de');
    await i18n.changeLanguage('it');
    expect(i18n.language).toBe('it');
    expect(i18n.t('common:actions.logout')).toBe('Esci');
  });
});
