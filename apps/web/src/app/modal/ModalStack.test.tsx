import { MantineProvider, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import type { RouteDef } from '../routes/route-def';
import { toRouteObject } from '../routes/route-objects';
import type { LazyScreen } from './lazy-screen';
import { ModalStack } from './ModalStack';
import { useCloseModal } from './useCloseModal';

// A small route table: a list with a form that holds a detail, and a page whose slug modals hand back.
const TABLE: RouteDef = {
  name: 'root',
  public: true,
  children: [
    {
      path: 'list',
      name: 'list',
      children: [
        {
          path: 'edit/:id?',
          name: 'form',
          modal: true,
          reuseParams: ['id'],
          children: [{ path: 'detail/:detail', name: 'detail', modal: true }],
        },
      ],
    },
    {
      path: 'ward/:slug?',
      name: 'ward',
      reuseParams: ['slug'],
      children: [{ path: 'call/:id', name: 'call', modal: true }],
    },
  ],
};

function ListPage() {
  return <h1>{'list page'}</h1>;
}

function FormScreen() {
  const { id } = useParams();
  const close = useCloseModal();
  return (
    <>
      <p>{`form ${id}`}</p>
      <TextInput aria-label="name" />
      <button type="button" onClick={close}>
        {'done'}
      </button>
    </>
  );
}

function DetailScreen() {
  const { id, detail } = useParams();
  return <p>{`detail ${detail} of ${id}`}</p>;
}

const screen$ =
  (Component: () => React.ReactNode): LazyScreen =>
  () =>
    Promise.resolve({ Component });
const SCREENS = {
  list: screen$(ListPage),
  form: screen$(FormScreen),
  detail: screen$(DetailScreen),
  call: screen$(DetailScreen),
};

function Root() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <Outlet />
      <ModalStack screens={SCREENS} />
    </>
  );
}

function open(url: string) {
  const router = createMemoryRouter([toRouteObject(TABLE, <Root />, SCREENS)], { initialEntries: [url] });
  render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

const where = () => screen.getByTestId('location').textContent;
const dialogs = () => screen.queryAllByRole('dialog');

describe('modal route stack', () => {
  it('shows the modal over its parent page, with the route parameters', async () => {
    open('/list/edit/4');
    expect(await screen.findByText('form 4')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'list page' })).toBeInTheDocument();
    expect(dialogs()).toHaveLength(1);
  });

  it('closes with the close button to the parent route', async () => {
    open('/list/edit/4');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(where()).toBe('/list'));
    await vi.waitFor(() => expect(dialogs()).toHaveLength(0));
  });

  it('closes on a backdrop click', async () => {
    open('/list/edit/4');
    await screen.findByText('form 4');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (!overlay) throw new Error('no backdrop');
    fireEvent.click(overlay);
    await vi.waitFor(() => expect(where()).toBe('/list'));
  });

  it('closes on Escape, but not while the focus is in a field', async () => {
    open('/list/edit/4');
    const field = await screen.findByRole('textbox', { name: 'name' });
    act(() => field.focus());
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(where()).toBe('/list/edit/4');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await vi.waitFor(() => expect(where()).toBe('/list'));
  });

  it('stacks nested modals and closes the top one to the modal below, which reuses its id', async () => {
    open('/list/edit/4/detail/9');
    expect(await screen.findByText('detail 9 of 4')).toBeInTheDocument();
    expect(await screen.findByText('form 4')).toBeInTheDocument();
    expect(dialogs()).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await vi.waitFor(() => expect(where()).toBe('/list/edit/4'));
    await vi.waitFor(() => expect(dialogs()).toHaveLength(1));
  });

  it('lets a form close its own modal', async () => {
    open('/list/edit/4/detail/9');
    fireEvent.click(await screen.findByRole('button', { name: 'done', hidden: true }));
    await vi.waitFor(() => expect(where()).toBe('/list'));
  });

  it('hands the parameters the parent reuses back, and keeps the query string', async () => {
    open('/ward/a/call/3?sections=1,2');
    expect(await screen.findByText('detail undefined of 3')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await vi.waitFor(() => expect(where()).toBe('/ward/a?sections=1,2'));
  });
});
