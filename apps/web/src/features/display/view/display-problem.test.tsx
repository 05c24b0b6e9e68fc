import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';
import { type DisplayFacts, type DisplayProblem, displayProblem } from './display-problem';

const refusal = (code: string, reason?: string) =>
  Object.assign(new Error(code), { errors: [{ message: code, extensions: { code, reason } }] });

describe('why a display shows no calls', () => {
  it.each<[string, DisplayFacts, DisplayProblem | null]>([
    ['before setup', { setupDone: false, systemCount: 0, error: refusal('MISSING_PERMISSION', 'system') }, 'notSetUp'],
    ['set up without a system', { setupDone: true, systemCount: 0, error: null }, 'noSystem'],
    [
      'a system refused',
      { setupDone: true, systemCount: 2, error: refusal('MISSING_PERMISSION', 'system') },
      'notGranted',
    ],
    ['another refusal', { setupDone: true, systemCount: 1, error: refusal('MISSING_PERMISSION', 'license') }, 'failed'],
    ['a network failure', { setupDone: true, systemCount: 1, error: new Error('Failed to fetch') }, 'failed'],
    ['all well', { setupDone: true, systemCount: 1, error: null }, null],
  ])('%s', (_label, facts, problem) => {
    expect(displayProblem(facts)).toBe(problem);
  });
});

function serve(relations: () => unknown) {
  return stubServer({ CallDisplayRelations: relations, ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }) });
}

const throwRefusal = (reason: string) => () => {
  throw Object.assign(new Error('MISSING_PERMISSION'), { extensions: { code: 'MISSING_PERMISSION', reason } });
};

/** No raw server code and no i18n key on the wall. */
function expectNoRawText() {
  expect(document.body.textContent).not.toMatch(/[A-Z]+_[A-Z_]+|unavailable\.|header\./);
}

afterEach(() => vi.unstubAllGlobals());

describe('the display tells what to do', () => {
  it('before setup: says so in its language, with the way to the setup', async () => {
    serve(throwRefusal('system'));
    renderDisplayView({ appData: { setupTime: null }, config: { locale: 'de' } });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Diese Konsole ist noch nicht eingerichtet')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Einrichtung öffnen' })).toHaveAttribute('href', '/setup');
    expect(screen.queryByLabelText('Rufe werden geladen…')).toBeNull();
    expectNoRawText();
  });

  it('a system the user may not use: names it and offers the settings', async () => {
    serve(throwRefusal('system'));
    renderDisplayView({ appData: { user: { id: 3, superuser: false } } });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('You have no access to this system')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Open the display settings' })).toBeInTheDocument();
    expectNoRawText();
  });

  it('any other failure: translated, never the server message', async () => {
    serve(throwRefusal('license'));
    renderDisplayView();
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Not everything could be loaded')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expectNoRawText();
  });
});

describe('the way back to the console', () => {
  it('a signed-in user gets the console and sign-out', async () => {
    serve(() => buildRelations());
    renderDisplayView({ appData: { user: { id: 1, superuser: true } } });
    expect(await screen.findByRole('link', { name: 'To the console' })).toHaveAttribute('href', '/tree');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('a visitor gets neither', async () => {
    serve(() => buildRelations());
    const { socket } = renderDisplayView();
    socket.push('OnCallsChanged', callsUpdate(1, []));
    await screen.findByText('No open calls');
    expect(screen.queryByRole('link', { name: 'To the console' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
