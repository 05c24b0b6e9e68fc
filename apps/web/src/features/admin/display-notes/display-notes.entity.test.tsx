import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import {
  DisplayNoteListDocument,
  DisplayNotePresetsDocument,
  DisplayNoteSortDocument,
  DisplayNoteSortListDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { DisplayNoteSortModal } from './DisplayNoteSortModal';
import { displayNoteEntity } from './display-notes.entity';

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };
const NOTE = {
  id: 3,
  title: 'Lift 2',
  text: 'Wartung',
  color: 'red',
  active: true,
  display_date: false,
  display_from: null,
  display_until: null,
  sort_order: 1,
};
const PRESETS: MockLink.MockedResponse = {
  request: { query: DisplayNotePresetsDocument },
  ...ALWAYS,
  result: {
    data: {
      displayNotePresets: [
        { __typename: 'DisplayNotePreset', key: 'battery_replaced', title: 'Battery replaced', color: 'green' },
        { __typename: 'DisplayNotePreset', key: 'defective', title: 'Defective', color: 'red' },
      ],
    },
  },
};

function open(url: string) {
  const server = fakeConfigServer(
    displayNoteEntity.documents,
    { one: 'displayNote', many: 'displayNotes', typename: 'DisplayNote' },
    [NOTE],
  );
  renderCrud(displayNoteEntity, { url, mocks: [...server.mocks, PRESETS], appData: { user: { id: 1 } } });
  return server;
}

const pointerless = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));
const NEW_NOTE = { text: '', active: true, display_date: false, display_from: null, display_until: null };

describe('display note declaration', { timeout: 20_000 }, () => {
  it('lists notes with their colour and whether they are active', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Display notes' }, { timeout: 5000 })).toBeInTheDocument();
    const row = (await screen.findByText('Lift 2', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Red')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
  });

  it('fills title and colour from a preset', async () => {
    const user = pointerless();
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText('Preset', { selector: 'input' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('option', { name: 'Defective', hidden: true }, { timeout: 5000 }));
    expect(screen.getByLabelText(/^Title/, { selector: 'input' })).toHaveValue('Defective');
    expect(screen.getByLabelText('Red')).toBeChecked();

    await save(user);
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([{ data: { ...NEW_NOTE, title: 'Defective', color: 'red' } }]);
  });

  it('creates a note shown in a window, refusing a start after the end as the server does', async () => {
    const user = pointerless();
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Title/, { selector: 'input' }, { timeout: 5000 }));
    await user.paste('Besuch');
    await user.click(screen.getByLabelText('Green'));
    fireEvent.change(screen.getByLabelText('Shown from'), { target: { value: '02.12.2026 08:00' } });
    fireEvent.change(screen.getByLabelText('Shown until'), { target: { value: '01.12.2026 18:00' } });
    await save(user);
    expect(
      await screen.findByText('The start date must be before the end date.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Shown until'), { target: { value: '03.12.2026 18:00' } });
    await save(user);
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      {
        data: {
          ...NEW_NOTE,
          title: 'Besuch',
          color: 'green',
          display_from: new Date('2026-12-02T08:00').toISOString(),
          display_until: new Date('2026-12-03T18:00').toISOString(),
        },
      },
    ]);
  });
});

/** The modal as the shell's stack shows it at /admin/displaynotes/sort: closing goes back to the list. */
function AsModal({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const modal = useMemo(() => ({ close: () => void navigate('/admin/displaynotes') }), [navigate]);
  return <ModalRouteContext.Provider value={modal}>{children}</ModalRouteContext.Provider>;
}

describe('display note sort', { timeout: 20_000 }, () => {
  it('moves a note up and saves the order with sortDisplayNotes', async () => {
    const sorted: number[][] = [];
    const notes = ['Lift 2', 'Besuch'].map((title, i) => ({
      __typename: 'DisplayNote',
      id: i + 1,
      title,
      sort_order: i + 1,
    }));
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: DisplayNoteSortListDocument },
        ...ALWAYS,
        result: { data: { displayNotes: { __typename: 'DisplayNoteList', items: notes } } },
      },
      {
        request: { query: DisplayNoteSortDocument, variables: () => true },
        ...ALWAYS,
        result: ({ ids }: { ids: number[] }) => {
          sorted.push(ids);
          return {
            data: {
              sortDisplayNotes: ids.map((id, i) => ({ __typename: 'DisplayNote', id, sort_order: i + 1 })),
            },
          };
        },
      },
      {
        request: { query: DisplayNoteListDocument, variables: () => true },
        ...ALWAYS,
        result: { data: { displayNotes: { __typename: 'DisplayNoteList', items: [], total: 0 } } },
      },
    ];
    const { router } = renderScreen(
      <AsModal>
        <DisplayNoteSortModal />
      </AsModal>,
      { path: '/admin/displaynotes/sort', mocks, appData: { user: { id: 1 } } },
    );
    await screen.findByText('1. Lift 2', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Move Besuch up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await screen.findByText('Order saved', {}, { timeout: 5000 });
    expect(sorted).toEqual([[2, 1]]);
    expect(router.state.location.pathname).toBe('/admin/displaynotes');
  });
});
