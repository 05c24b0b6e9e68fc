import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CRUD_UI_TIMEOUT, renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { scheduleEntity } from './schedules.entity';

function openNewSchedule() {
  const server = fakeConfigServer(
    scheduleEntity.documents,
    { one: 'schedule', many: 'schedules', typename: 'Schedule' },
    [],
  );
  renderCrud(scheduleEntity, { url: '/things/edit/-1', mocks: server.mocks, appData: { user: { id: 1 } } });
  return server;
}

/** Fills name and times 1–5 (blank ones left empty) and saves. */
async function saveTimes(times: readonly string[]) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }));
  await user.paste('Tag');
  for (const [index, time] of times.entries()) {
    if (!time) continue;
    await user.click(screen.getByLabelText(new RegExp(`^Time ${index + 1}`), { selector: 'input' }));
    await user.paste(time);
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

const errorOf = (n: number) => {
  const input = screen.getByLabelText(new RegExp(`^Time ${n}`), { selector: 'input' });
  return input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(`${input.id}-error`)?.textContent
    : null;
};

// Spec part 1 §5: two to five steps with ascending times, checked in the form before the server.
describe('schedule times', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('refuses a time that is not later than the one before, naming it', async () => {
    const server = openNewSchedule();
    await saveTimes(['08:00', '12:00', '11:30']);
    await screen.findByText('The time must be later than the previous one (12:00).');
    expect(errorOf(3)).toBe('The time must be later than the previous one (12:00).');
    expect(errorOf(2)).toBeNull();
    expect(server.writes('create')).toEqual([]);
  });

  it('needs at least two times and no gap before a filled one', async () => {
    const server = openNewSchedule();
    await saveTimes(['08:00', '', '', '18:00']);
    await screen.findAllByText('This field is required.');
    expect(errorOf(2)).toBe('This field is required.');
    expect(errorOf(3)).toBe('This field is required.');
    expect(errorOf(4)).toBeNull();
    expect(server.writes('create')).toEqual([]);
  });

  it('refuses a time that is no time of day', async () => {
    openNewSchedule();
    await saveTimes(['08:00', '25:00']);
    expect(await screen.findByText('A time in the format HH:mm is required (e.g. 07:30).')).toBeInTheDocument();
  });

  it('sends five ascending times', async () => {
    const server = openNewSchedule();
    await saveTimes(['06:00', '09:00', '12:00', '18:00', '22:00']);
    await screen.findByText('Saved');
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'Tag',
          time_1: '06:00',
          time_2: '09:00',
          time_3: '12:00',
          time_4: '18:00',
          time_5: '22:00',
          interval: null,
        },
      },
    ]);
  });
});
