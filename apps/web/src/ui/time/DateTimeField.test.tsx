import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { DateTimeField } from './DateTimeField';

function Field({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      label="Von"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function renderField(initial = '') {
  const onValue = vi.fn();
  render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('de')}>
        <Field initial={initial} onValue={onValue} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return { input: screen.getByLabelText('Von'), onValue };
}

describe('a date-time field', () => {
  it('shows its value as dd.MM.yyyy HH:mm, whatever the browser’s locale', () => {
    const { input } = renderField('2026-11-26T07:28');
    expect(input).toHaveValue('26.11.2026 07:28');
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ hh:mm');
  });

  it('hands on what is typed once it is a time, as a datetime-local value', async () => {
    const { input, onValue } = renderField();
    await userEvent.type(input, '3.12.2026 18:05');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-03T18:05');
    expect(input).toHaveValue('3.12.2026 18:05');
  });

  it('says how to write it when left with something else', async () => {
    const { input, onValue } = renderField();
    await userEvent.type(input, '12/03/2026');
    await userEvent.tab();
    expect(onValue).not.toHaveBeenCalled();
    expect(await screen.findByText('Bitte als TT.MM.JJJJ hh:mm eingeben.')).toBeInTheDocument();
  });
});
