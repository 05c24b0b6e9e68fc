import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, type ShellRenderOptions } from '../test/render-shell';
import { SyncIndicator } from './SyncIndicator';

const SYNCER: ShellRenderOptions = { user: { permissions: ['systemtree::sync'] }, management: true };

function mount(options: ShellRenderOptions = SYNCER) {
  return renderShell(<SyncIndicator />, { url: '/log', ...options });
}

describe('sync indicator (spec part 1 §4)', () => {
  it.each([
    ['a visitor', {}],
    ['sync permission without the management licence', { user: { permissions: ['systemtree::sync'] } }],
    [
      'the management licence without sync permission',
      { user: { permissions: ['calllog::use_module'] }, management: true },
    ],
  ] as [string, ShellRenderOptions][])('is not there for %s', (_label, options) => {
    mount(options);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links to the sync page, for a superuser without licence too', () => {
    mount({ user: { superuser: true } });
    expect(screen.getByRole('link', { name: 'Synchronisation' })).toHaveAttribute('href', '/sync');
  });

  it('shows a spinner and no link while HTTP sync jobs run, and their count only above 3', () => {
    const { sync } = mount();
    act(() => sync.jobStarted());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Synchronisation running (1)' })).toBeDisabled();
    act(() => {
      sync.jobStarted();
      sync.jobStarted();
    });
    expect(screen.queryByText('3')).not.toBeInTheDocument();
    act(() => sync.jobStarted());
    expect(screen.getByText('4')).toBeInTheDocument();
    act(() => {
      for (let i = 0; i < 4; i++) sync.jobEnded();
    });
    expect(screen.getByRole('link', { name: 'Synchronisation' })).toBeInTheDocument();
    expect(screen.queryByText('4')).not.toBeInTheDocument();
  });

  it.each([
    ['a change newer than the last commit', '2026-03-02T08:00:00Z', '2026-03-01T08:00:00Z', true],
    ['everything committed', '2026-03-01T08:00:00Z', '2026-03-02T08:00:00Z', false],
  ])('marks a pending commit: %s', (_label, lastChange, lastCommit, pending) => {
    mount({ ...SYNCER, lastChange, lastCommit });
    const name = pending ? 'Changes are waiting to be committed' : 'Synchronisation';
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
    const dot = screen.getByTestId('sync-pending').querySelector('.mantine-Indicator-indicator');
    expect(dot !== null).toBe(pending);
  });

  it('warns and leads to the system list when no system is available', () => {
    mount({ ...SYNCER, systems: [] });
    expect(screen.getByRole('link', { name: 'No call system is set up yet' })).toHaveAttribute(
      'href',
      '/admin/systemparams',
    );
  });
});
