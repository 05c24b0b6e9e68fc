import { describe, expect, it } from 'vitest';
import { loginRedirect } from '../../../app/guards/guard';
import { pathOf } from '../../../app/routes/route-index';
import { callFormPath, displayCallPath, displayPath, isDisplayPath, loginPath, parseDisplayPath } from './display-path';

describe('display paths', () => {
  it.each([
    ['/display', {}, true],
    ['/display/', {}, true],
    ['/display/ward-4', { slug: 'ward-4' }, true],
    ['/display/call/9', { id: '9' }, true],
    ['/display/ward-4/call/9', { slug: 'ward-4', id: '9' }, true],
    ['/display/Station%20Ost', { slug: 'Station Ost' }, true],
    ['/display/ward-4/call', null, true],
    ['/display/a/b/c/d', null, true],
    ['/displays', null, false],
    ['/tree', null, false],
  ])('reads %s', (path, params, onDisplay) => {
    expect(parseDisplayPath(path)).toEqual(params);
    expect(isDisplayPath(path)).toBe(onDisplay);
  });

  it('writes the same paths as the route registry declares', () => {
    expect(displayPath()).toBe(pathOf('display'));
    expect(displayPath('ward 4')).toBe(pathOf('display', { slug: 'ward 4' }));
    expect(displayCallPath(undefined, 9)).toBe(pathOf('displayCallForm', { id: 9 }));
    expect(displayCallPath('ward-4', 9)).toBe(pathOf('displayCallForm', { slug: 'ward-4', id: 9 }));
    expect(callFormPath(9, '02')).toBe(`${pathOf('callForm', { id: 9 })}?system=02`);
    expect(loginPath('/display/call/9?sections=1')).toBe(
      loginRedirect({ pathname: '/display/call/9', search: '?sections=1', hash: '' }),
    );
  });
});
