import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLaunchParams } from '../app/launch-params';
import { isPhonePath } from '../phone-path';
import { renderPhone, SIGNED_IN } from '../test/phone-harness';
import { createPartitionStorage, phoneStorageKey } from './partition-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the phone address', () => {
  it.each([
    ['/app', true],
    ['/app/', true],
    ['/app/anything', true],
    ['/appmanagement', false],
    ['/appmanagement/clients', false],
    ['/display', false],
    ['/', false],
  ])('%s is the phone: %s', (path, phone) => {
    expect(isPhonePath(path)).toBe(phone);
  });

  it('reads the demo parameters, and falls back to the default partition for a name unfit for a key', () => {
    expect(parseLaunchParams('?storagePartition=phone-2&demoClient=Abc123&demoUser=anna')).toEqual({
      partition: 'phone-2',
      pair: null,
      demoClient: 'Abc123',
      demoUser: 'anna',
    });
    expect(parseLaunchParams('?storagePartition=a.b%2Fc').partition).toBe('default');
    expect(parseLaunchParams('?pair=Tok').pair).toBe('Tok');
  });
});

describe('storage partitions', () => {
  it('keeps each partition under keys of its own, with the console prefix', () => {
    const one = createPartitionStorage('one');
    const two = createPartitionStorage('two');
    one.write('device', 'd1');
    two.write('device', 'd2');
    expect(localStorage.getItem('cs.phone.one.device')).toBe('d1');
    expect(phoneStorageKey('two', 'session')).toBe('cs.phone.two.session');
    expect(one.read('device')).toBe('d1');
    expect(two.read('device')).toBe('d2');
    one.write('device', null);
    expect(one.read('device')).toBeNull();
    expect(two.read('device')).toBe('d2');
  });

  it('runs phones side by side: one signed in, one not even paired', async () => {
    const signedIn = renderPhone({ search: '?storagePartition=nurse1', stored: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Calls' })).toBeInTheDocument();
    signedIn.unmount();
    renderPhone({ search: '?storagePartition=nurse2' });
    expect(screen.getByRole('heading', { name: 'Pair this phone' })).toBeInTheDocument();
    expect(createPartitionStorage('nurse1').read('session')).toBe('session-token');
  });

  it('speaks the language chosen on it, kept in its partition', async () => {
    const user = userEvent.setup();
    const phone = renderPhone({ search: '?storagePartition=nurse3' });
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    expect(await screen.findByRole('heading', { name: 'Telefon koppeln' })).toBeInTheDocument();
    expect(phone.storage.read('locale')).toBe('de');
    expect(createPartitionStorage('default').read('locale')).toBeNull();
  });
});
