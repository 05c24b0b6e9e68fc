import { describe, expect, it } from 'vitest';
import { matchChain } from '../routes/match-chain';
import { closeTarget } from './close-target';

/** Closing the top modal of a URL of the real registry. */
function closeTop(url: string): string {
  const parsed = new URL(url, 'http://console');
  const { chain, params } = matchChain(parsed.pathname);
  const top = chain.findLastIndex((def) => def.modal);
  return closeTarget(chain, top, params, parsed.search);
}

describe('closing a modal route (spec part 1 §2, Shell)', () => {
  it.each([
    ['a list form goes back to its list', '/log/edit/9', '/log'],
    ['a new record form too', '/admin/users/edit', '/admin/users'],
    ['the tree node form goes to the pathless node list', '/tree/edit/5', '/tree'],
    [
      'a held form goes back to the form holding it, which reuses its id',
      '/tree/edit/5/flightprofiles/3',
      '/tree/edit/5',
    ],
    ['the display keeps its slug', '/display/ward-a/call/7', '/display/ward-a'],
    [
      'and its query string',
      '/display/ward-a/call/7?sections=1,2&fullscreen=1',
      '/display/ward-a?sections=1,2&fullscreen=1',
    ],
    ['a display without a slug', '/display/call/7', '/display'],
    [
      'a nested modal goes to the modal below',
      '/analytics/incidents/notifications/user/2',
      '/analytics/incidents/notifications',
    ],
    ['a sort modal', '/admin/calltypes/sort', '/admin/calltypes'],
  ])('%s: %s → %s', (_label, url, target) => {
    expect(closeTop(url)).toBe(target);
  });

  it('leaves out optional parameters the parent does not list for reuse', () => {
    const chain = [{ name: 'root' }, { path: 'ward/:slug?', name: 'ward' }, { path: 'edit/:id?', modal: true }];
    expect(closeTarget(chain, 2, { slug: 'a', id: '4' })).toBe('/ward');
    const reusing = [chain[0] ?? {}, { ...chain[1], reuseParams: ['slug'] }, chain[2] ?? {}];
    expect(closeTarget(reusing, 2, { slug: 'a b', id: '4' })).toBe('/ward/a%20b');
  });
});
