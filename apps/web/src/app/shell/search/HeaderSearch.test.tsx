import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GlobalSearchDocument } from '../../../generated/graphql';
import { renderShell, type ShellRenderOptions } from '../test/render-shell';
import { HeaderSearch } from './HeaderSearch';

const SEARCHER: ShellRenderOptions = { user: { permissions: ['systemtree::use_module'] }, management: true };

function mount(options: ShellRenderOptions = SEARCHER) {
  return renderShell(
    <>
      <button type="button">{'elsewhere'}</button>
      <HeaderSearch />
    </>,
    { url: '/log', ...options },
  );
}

const box = () => screen.getByRole('textbox', { name: 'Search' });
const popupInput = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Search' });
// The query waits 500 ms for typing to settle.
const WAIT = { timeout: 5000 };

const hit = (entity: string, key: number, kind: string, name: string, extra: object = {}) => ({
  __typename: 'SearchResult',
  entity,
  key,
  kind,
  name,
  serial: null,
  mac: null,
  parent_name: null,
  ...extra,
});
const GROUPS = [
  {
    __typename: 'SearchGroup',
    category: 'system_tree_nodes',
    has_more: false,
    results: [
      hit('system_tree_node', 2, 'room', 'Zimmer 101', { parent_name: 'Haus Nord' }),
      hit('system_tree_node', 3, 'device', 'Ruftaster 101', { parent_name: 'Zimmer 101', serial: 'SN-4711' }),
    ],
  },
  {
    __typename: 'SearchGroup',
    category: 'flight_profiles',
    has_more: false,
    results: [hit('flight_profile', 7, 'flight_profile', 'Zimmer 101 Weglauf')],
  },
];

function answer(query: string, groups: unknown[]): MockLink.MockedResponse {
  return { request: { query: GlobalSearchDocument, variables: { query } }, result: { data: { search: groups } } };
}

describe('global search box (spec part 1 §2)', () => {
  it.each([
    ['Ctrl+K', { ctrlKey: true }],
    ['Cmd+K', { metaKey: true }],
  ])('%s from anywhere focuses the box', (_label, modifier) => {
    mount();
    const input = box();
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    const notPrevented = fireEvent.keyDown(document.body, { key: 'k', ...modifier });
    expect(notPrevented).toBe(false);
    expect(document.activeElement).toBe(input);
  });

  it('selects what the box holds', () => {
    mount();
    const input = box() as HTMLInputElement;
    input.value = 'Zimmer';
    const select = vi.spyOn(input, 'select');
    fireEvent.keyDown(document.body, { key: 'K', ctrlKey: true });
    expect(select).toHaveBeenCalledOnce();
  });

  it('opens the search popup on typing, says no hits once the search answered, and the hint', async () => {
    mount({ ...SEARCHER, mocks: [answer('Zi', [])] });
    fireEvent.change(box(), { target: { value: 'Zi' } });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(popupInput(dialog)).toHaveValue('Zi');
    expect(await within(dialog).findByRole('heading', { name: 'No hits for “Zi”' }, WAIT)).toBeInTheDocument();
    fireEvent.change(popupInput(dialog), { target: { value: '  ' } });
    expect(within(dialog).queryByRole('heading', { name: /No hits/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Search for devices');
  });

  it('lists hits by category, moves with the arrows around both ends, and opens with Enter', async () => {
    mount({ ...SEARCHER, mocks: [answer('Zimmer', GROUPS)] });
    fireEvent.change(box(), { target: { value: 'Zimmer' } });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const nodes = await within(dialog).findByRole('group', { name: 'System tree' }, WAIT);
    expect(
      within(nodes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Zimmer 101Room · Haus Nord', 'Ruftaster 101Device · Zimmer 101 · SN-4711']);
    expect(within(dialog).getByRole('group', { name: 'Flight profiles' })).toHaveTextContent('Zimmer 101 Weglauf');
    const input = popupInput(dialog);
    const selected = () => within(dialog).getByRole('option', { selected: true }).textContent;
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe('Zimmer 101 Weglauf');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toMatch(/^Zimmer 101Room/);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/edit/3');
  });

  it('is 700 px wide and closes on Escape', async () => {
    mount();
    fireEvent.change(box(), { target: { value: 'Zi' } });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    // 700 px in Mantine's rem (16 px each).
    expect(dialog.closest('[style*="--modal-size"]')?.getAttribute('style')).toContain('--modal-size: calc(43.75rem');
    fireEvent.keyDown(popupInput(dialog), { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a visitor', {}],
    ['the call log only', { user: { permissions: ['calllog::use_module'] }, management: true }],
    ['tree permission without the management licence', { user: { permissions: ['systemtree::use_module'] } }],
  ] as [string, ShellRenderOptions][])('is not there for %s, and Ctrl+K stays the browser’s', (_label, options) => {
    mount(options);
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })).toBe(true);
  });
});
