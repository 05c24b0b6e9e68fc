import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('opens the search popup on typing, with the text in its input and the no-hits state', async () => {
    mount();
    fireEvent.change(box(), { target: { value: 'Zi' } });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('textbox', { name: 'Search' })).toHaveValue('Zi');
    expect(within(dialog).getByRole('heading', { name: 'No hits for “Zi”' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search' }), { target: { value: '  ' } });
    expect(within(dialog).queryByRole('heading', { name: /No hits/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Search for devices');
  });

  it('is 700 px wide and closes on Escape', async () => {
    mount();
    fireEvent.change(box(), { target: { value: 'Zi' } });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    // 700 px in Mantine's rem (16 px each).
    expect(dialog.closest('[style*="--modal-size"]')?.getAttribute('style')).toContain('--modal-size: calc(43.75rem');
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Search' }), { key: 'Escape' });
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
