import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell, type ShellRenderOptions } from '../test/render-shell';
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
});
