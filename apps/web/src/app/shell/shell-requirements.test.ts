import { describe, expect, it } from 'vitest';
import { buildSituation, type SituationSpec } from '../../test/situations';
import { canSee, SEARCH_BOX, SYNC_INDICATOR } from './shell-requirements';

// Spec part 1 §2: "The sync indicator needs systemtree::sync plus management license or superuser.
// The global search box needs systemtree::use_module or admin::manage_system, plus management
// license or superuser."
const CASES: [string, SituationSpec, { sync: boolean; search: boolean }][] = [
  ['a visitor', {}, { sync: false, search: false }],
  ['a superuser without licences', { superuser: true }, { sync: true, search: true }],
  [
    'sync permission without the management licence',
    { permissions: ['systemtree::sync'] },
    { sync: false, search: false },
  ],
  [
    'sync permission with the management licence',
    { permissions: ['systemtree::sync'], licensed: ['management'] },
    { sync: true, search: false },
  ],
  [
    'tree permission with the management licence',
    { permissions: ['systemtree::use_module'], licensed: ['management'] },
    { sync: false, search: true },
  ],
  [
    'system administration with the management licence',
    { permissions: ['admin::manage_system'], licensed: ['management'] },
    { sync: false, search: true },
  ],
  ['system administration without it', { permissions: ['admin::manage_system'] }, { sync: false, search: false }],
  [
    'the call log only',
    { permissions: ['calllog::use_module'], licensed: ['management'] },
    { sync: false, search: false },
  ],
];

describe('header elements that are not routes', () => {
  it.each(CASES)('%s', (_label, spec, expected) => {
    const s = buildSituation(spec);
    expect({ sync: canSee(SYNC_INDICATOR, s), search: canSee(SEARCH_BOX, s) }).toEqual(expected);
  });
});
