import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { buildPhoneCall, renderPhone, SIGNED_IN } from '../test/phone-harness';

const overlay = () => screen.queryByRole('alert');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('never falsely live', () => {
  it('covers the calls at once when the socket drops, and uncovers them when it is back with the list', async () => {
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1)]);
    expect(overlay()).not.toBeInTheDocument();

    await act(async () => phone.services.stores.connection.closed(1006, ''));
    expect(overlay()).toHaveTextContent('No connection');
    expect(overlay()).toHaveTextContent('Calls may be missing');

    await act(async () => phone.services.stores.connection.connected());
    await phone.deliver([buildPhoneCall(1), buildPhoneCall(2)]);
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getAllByTestId('phone-call')).toHaveLength(2);
  });

  it('is not live until the socket has connected', async () => {
    renderPhone({ stored: SIGNED_IN, connected: false });
    expect(overlay()).toHaveTextContent('No connection');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
