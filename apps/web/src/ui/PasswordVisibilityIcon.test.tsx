import { MantineProvider, PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/providers/theme';
import { createI18n, RESOURCES } from '../i18n/i18n';

function renderField(i18n: typeof i18next) {
  return render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <PasswordInput label="x" visibilityToggleFocusable />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('the password field’s show/hide button', () => {
  it.each([
    ['de', 'Passwort anzeigen'],
    ['fr', 'Afficher le mot de passe'],
    ['it', 'Mostra la password'],
  ] as const)('is named in the console’s language (%s), never Mantine’s English', async (lang, name) => {
    renderField(createI18n(lang));
    const toggle = screen.getByRole('button', { name });
    expect(screen.queryByRole('button', { name: /toggle password visibility/i })).toBeNull();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is named on the phone too, which loads only its own namespace', () => {
    const phone = i18next.createInstance();
    void phone.init({ lng: 'fr', resources: { fr: { phone: RESOURCES.fr?.phone ?? {} } }, initAsync: false });
    renderField(phone);
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
  });
});
