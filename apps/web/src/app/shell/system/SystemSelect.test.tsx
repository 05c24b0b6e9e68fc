import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { locationText, renderShell, type ShellRenderOptions } from '../test/render-shell';
import { SystemSelect } from './SystemSelect';
import { SystemSwitchProvider } from './SystemSwitchProvider';

const THREE = [
  { id: 1, name: 'Sonnenhof' },
  { id: 2, name: 'Haus Linde' },
  { id: 3, name: 'Sonnenhof' },
];

function mount(options: ShellRenderOptions) {
  return renderShell(
    <SystemSwitchProvider>
      <SystemSelect />
    </SystemSwitchProvider>,
    { user: { superuser: true }, ...options },
  );
}

const storedSystem = () => localStorage.getItem('cs.system_context');

describe('system selector (spec part 1 §2, §4)', () => {
  it('stays away with a single system', () => {
    mount({ systems: [{ id: 1, name: 'Sonnenhof' }] });
    expect(screen.queryByRole('combobox', { name: 'System' })).not.toBeInTheDocument();
  });

  it('offers the systems, repeated names with the id in brackets', () => {
    mount({ systems: THREE });
    fireEvent.click(screen.getByRole('combobox', { name: 'System' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sonnenhof (1)',
      'Haus Linde',
      'Sonnenhof (3)',
    ]);
  });

  it('offers only the systems granted to the user', () => {
    mount({ systems: THREE, user: { systemAccess: [2, 3] }, systemId: 2 });
    fireEvent.click(screen.getByRole('combobox', { name: 'System' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Haus Linde', 'Sonnenhof']);
  });

  it('stores the choice and reloads the data', async () => {
    const { session } = mount({ systems: THREE });
    fireEvent.click(screen.getByRole('combobox', { name: 'System' }));
    fireEvent.click(screen.getByRole('option', { name: 'Haus Linde' }));
    expect(storedSystem()).toBe('2');
    await vi.waitFor(() => expect(session.reload).toHaveBeenCalledOnce());
  });

  it('moves a context that is not available to the first available system', async () => {
    const { session } = mount({ systems: THREE.slice(1), systemId: 1 });
    await vi.waitFor(() => expect(session.reload).toHaveBeenCalledOnce());
    expect(storedSystem()).toBe('2');
  });

  it('leaves the context alone while no system exists', () => {
    const { session } = mount({ systems: [] });
    expect(session.reload).not.toHaveBeenCalled();
    expect(storedSystem()).toBeNull();
  });

  it('takes the system the address names, and drops the parameter', async () => {
    const { session } = mount({ systems: THREE, url: '/log?system=02&sort=name' });
    await vi.waitFor(() => expect(storedSystem()).toBe('2'));
    await vi.waitFor(() => expect(session.reload).toHaveBeenCalled());
    await vi.waitFor(() => expect(locationText()).toBe('/log?sort=name'));
  });

  it('ignores a system the user may not use in the address', async () => {
    mount({ systems: THREE, user: { systemAccess: [2, 3] }, systemId: 2, url: '/log?system=1' });
    await vi.waitFor(() => expect(locationText()).toBe('/log'));
    expect(storedSystem()).not.toBe('1');
  });
});
