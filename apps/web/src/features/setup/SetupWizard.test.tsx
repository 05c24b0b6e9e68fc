import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ActivateLicenseDocument, CreateInitialUserDocument } from '../../generated/graphql';
import type { AppDataSpec } from '../../test/app-data';
import { renderScreen } from '../../test/render';
import { SetupWizard } from './SetupWizard';

type Mocks = Parameters<typeof renderScreen>[1]['mocks'];

function renderWizard(opts: { hostname?: string; appData?: AppDataSpec; mocks?: Mocks } = {}) {
  return renderScreen(<SetupWizard hostname={opts.hostname ?? 'localhost'} />, {
    path: '/setup',
    appData: { setupTime: null, ...opts.appData },
    mocks: opts.mocks ?? [],
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const progress = () => screen.getByRole('img').getAttribute('aria-label');

describe('setup wizard', () => {
  it('starts at step 1 of 5 with Next and without Prev', () => {
    renderWizard();
    expect(progress()).toBe('Step 1 of 5');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('shows Prev from step 2 and goes back with it', async () => {
    renderWizard();
    await userEvent.click(next());
    expect(progress()).toBe('Step 2 of 5');
    expect(screen.getByRole('heading', { name: 'License' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('switches the interface language as soon as one is chosen', async () => {
    const { i18n } = renderWizard();
    await userEvent.click(screen.getByLabelText('Language', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Weiter' })).toBeEnabled();
    expect(i18n.language).toBe('de');
    // The browser's visitor language: nobody is signed in during setup (issue 14).
    expect(localStorage.getItem('cs.visitor_locale')).toBe('de');
  });

  it('asks for the setup code from the server log when the server wants it, and sends it', async () => {
    const license = { customer: '100001', code: 'WL.x.y' };
    renderWizard({
      appData: { setupCodeRequired: true },
      mocks: [
        {
          request: { query: ActivateLicenseDocument, variables: license },
          result: { errors: [new GraphQLError('setup code refused')] },
        },
      ],
    });
    expect(screen.getByText(/writes it to its log/)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Setup code'), 'ABCDE-FGHJK');
    await userEvent.click(next());
    await userEvent.type(screen.getByLabelText('Customer number'), license.customer);
    await userEvent.type(screen.getByLabelText('License code'), license.code);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(/The setup code is wrong/)).toBeInTheDocument();
  });

  it('leaves the configurator step out of a setup that is not local', async () => {
    renderWizard({ hostname: 'console.example.com' });
    expect(progress()).toBe('Step 1 of 4');
    await userEvent.click(next());
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Administrator' })).toBeInTheDocument();
  });

  it('offers the configurator step locally', async () => {
    renderWizard();
    await userEvent.click(next());
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Call system' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
  });

  it('hides the license form behind a replace link when a license is active', async () => {
    renderWizard({ appData: { licenseId: 4 } });
    await userEvent.click(next());
    expect(screen.queryByLabelText('Customer number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replace the license' }));
    expect(screen.getByLabelText('Customer number')).toBeInTheDocument();
  });

  it('translates a refused activation by its reason', async () => {
    const mocks: Mocks = [
      {
        request: { query: ActivateLicenseDocument, variables: { customer: '100001', code: 'x' } },
        result: { errors: [new GraphQLError('activation failed: already_activated')] },
      },
    ];
    renderWizard({ mocks });
    await userEvent.click(next());
    await userEvent.type(screen.getByLabelText('Customer number'), '100001');
    await userEvent.type(screen.getByLabelText('License code'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This license is already activated.')).toBeInTheDocument();
  });

  it('enables Next at the user step only once the user is created', async () => {
    const mocks: Mocks = [
      {
        request: {
          query: CreateInitialUserDocument,
          variables: { username: 'admin', password: 'long-enough', locale: 'en' },
        },
        result: { data: { createInitialUser: { __typename: 'User', id: 1, name: 'admin', locale: 'en' } } },
      },
    ];
    const { session } = renderWizard({ hostname: 'console.example.com', mocks });
    await userEvent.click(next());
    await userEvent.click(next());
    expect(next()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('User “admin” is created and signed in.')).toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());
    expect(session.signedIn).toHaveBeenCalledWith(1);

    await userEvent.click(next());
    const finish = screen.getByRole('link', { name: 'Open the console' });
    expect(finish).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('sends a visitor of a finished setup to login', () => {
    renderWizard({ appData: { setupTime: '2026-01-01T00:00:00Z' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
