import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import { SectionScheduleLockDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CRUD_UI_TIMEOUT } from '../../../ui/crud/test/crud-harness';
import { CONFIG_CASES } from '../config-edit/test/config-cases';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { SectionForm, sectionEntity } from './sections.entity';

const ROW = CONFIG_CASES.sections.row;
const MODAL = { close: () => {} };

/** The section form of the `edit/:id?` route, its record and its lock as the server answers them. */
function openForm(lockedBy: string[]) {
  const server = fakeConfigServer(sectionEntity.documents, { one: 'section', many: 'sections', typename: 'Section' }, [
    ROW,
  ]);
  const lock = {
    request: { query: SectionScheduleLockDocument, variables: { id: ROW.id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { section: { __typename: 'Section', id: ROW.id, schedule_locked_by: lockedBy } } },
  };
  renderScreen(
    <ModalRouteContext.Provider value={MODAL}>
      <SectionForm />
    </ModalRouteContext.Provider>,
    {
      path: '/sections/edit/:id?',
      url: `/sections/edit/${ROW.id}`,
      mocks: [...server.mocks, lock],
      appData: { user: { id: 1 } },
    },
  );
  return server;
}

const weekdaySchedule = () => screen.getByRole('combobox', { name: /^Weekday schedule/ });

/**
 * Picks another weekday schedule by keyboard, as far as the select lets it. A select is never typed
 * into, so `readonly` says nothing, and jsdom never shows Mantine's dropdown: the keys tell.
 */
async function pickAnotherSchedule(user: ReturnType<typeof userEvent.setup>) {
  weekdaySchedule().focus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
}

// Spec part 1 §4 editing locks: an active interconnection keeps a section's schedules as they are.
describe('the section form under an interconnection lock', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('shows the schedules read-only, with the interconnections that lock them', async () => {
    const user = userEvent.setup();
    const server = openForm(['Nachtdienst', 'Wochenende']);

    expect(
      await screen.findByText(
        'The schedules of this section cannot be changed while it is interconnected: Nachtdienst, Wochenende.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Interconnection active')).toBeInTheDocument();
    await pickAnotherSchedule(user);

    // The keys reach no choice, and Enter saves the form (as everywhere in the kit) as it was.
    await screen.findByText('Saved');
    expect(weekdaySchedule()).toHaveValue('Tag und Nacht');
    expect(server.writes('update')).toEqual([{ id: ROW.id, data: CONFIG_CASES.sections.unchanged }]);
    // The rest of the section stays editable.
    expect(screen.getByLabelText(/^Name/, { selector: 'input' })).not.toHaveAttribute('readonly');
  });

  it('leaves the schedules editable without an active interconnection', async () => {
    const user = userEvent.setup();
    openForm([]);

    await screen.findByDisplayValue('Pflege 3');
    expect(screen.queryByText('Interconnection active')).not.toBeInTheDocument();
    await pickAnotherSchedule(user);
    expect(weekdaySchedule()).not.toHaveValue('Tag und Nacht');
  });
});
