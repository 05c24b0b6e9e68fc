import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('not found', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('goes back within the console', async () => {
    window.history.replaceState({ idx: 2 }, '');
    const { router } = renderScreen(<NotFoundPage />, { path: '/nowhere', url: '/nowhere' });
    await router.navigate('/nowhere?again=1');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByRole('button', { name: 'Go back' });
    expect(router.state.location.search).toBe('');
  });

  it('goes to the homepage when opened directly, where Back would leave the console', async () => {
    renderScreen(<NotFoundPage />, { path: '/nowhere', url: '/nowhere' });
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });
});
