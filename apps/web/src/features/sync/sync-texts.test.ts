import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { formPathOf, groupByKind } from './sync-kinds';
import { fieldLabel, formatValue, issueMessage, kindLabel } from './sync-texts';

const i18n = createI18n('en');
// A label of the tree's form and of an admin form, whatever those catalogues say today.
i18n.addResourceBundle('en', 'tree', { form: { fields: { text_short: 'Short text (test)' } } }, true, true);
i18n.addResourceBundle(
  'en',
  'adminSystem',
  { displayGroups: { fields: { section_id: 'Section (test)' } } },
  true,
  true,
);
const { t } = i18n;

describe('sync kinds', () => {
  it('groups the tree first, then the admin kinds in order, then unknown kinds by name', () => {
    const items = ['zones', 'call_types', 'system_tree_nodes', 'sections', 'alarms', 'system_tree_nodes'].map(
      (kind, id) => ({ kind, id }),
    );
    expect(groupByKind(items).map((g) => [g.kind, g.items.map((i) => i.id)])).toEqual([
      ['system_tree_nodes', [2, 5]],
      ['sections', [3]],
      ['call_types', [1]],
      ['alarms', [4]],
      ['zones', [0]],
    ]);
  });

  it.each([
    ['system_tree_nodes', 12, '/tree/edit/12'],
    ['sections', 3, '/admin/sections/edit/3'],
    ['call_types', 4, '/admin/calltypes/edit/4'],
    ['hubs', 1, '/admin/hubs/edit/1'],
    ['zones', 1, null],
  ])('the form of %s %i is %s', (kind, id, path) => {
    expect(formPathOf(kind, id)).toBe(path);
  });
});

describe('sync texts', () => {
  it("labels fields as the kind's form does, else by their API name", () => {
    expect(fieldLabel(t, 'system_tree_nodes', 'text_short')).toBe('Short text (test)');
    expect(fieldLabel(t, 'system_tree_nodes', 'future_field')).toBe('future_field');
    expect(fieldLabel(t, 'zones', 'text_short')).toBe('text_short');
    expect(kindLabel(t, 'call_sources')).toBe('Call sources');
    expect(kindLabel(t, 'zones')).toBe('zones');
  });

  it.each([
    [null, '(empty)'],
    ['', '(empty)'],
    [[], '(empty)'],
    [true, 'Yes'],
    [0, '0'],
    [['call', 'presence'], 'call, presence'],
  ])('writes %j as %s', (value, text) => {
    expect(formatValue(t, 'sections', 'x', value)).toBe(text);
  });

  it('spells out records with their labels, and codes by their name', () => {
    const connections = [
      { section_id: 1, call_type_id: 5 },
      { section_id: 2, call_type_id: 6 },
    ];
    expect(formatValue(t, 'display_groups', 'connections', connections)).toBe(
      'Section (test) 1, call_type_id 5; Section (test) 2, call_type_id 6',
    );
    expect(formatValue(t, 'system_tree_nodes', 'kind', 'radio')).toBe('Radio');
    expect(formatValue(t, 'system_tree_nodes', 'kind', 'teleporter')).toBe('teleporter');
  });

  it('writes the configurator’s times as the form shows them', () => {
    expect(formatValue(t, 'system_params', 'night_start', 1380)).toBe('23:00');
    expect(formatValue(t, 'system_params', 'weekend_start', 4 * 1440 + 18 * 60)).toBe('Friday 18:00');
    expect(formatValue(t, 'system_params', 'weekend_stop', null)).toBe('(empty)');
    expect(formatValue(t, 'system_params', 'call_suppression_sections', [1, 2])).toBe('1, 2');
    expect(fieldLabel(t, 'system_params', 'night_start')).toBe('Night from');
  });

  it('opens a configurator’s form from its item', () => {
    expect(formPathOf('system_params', 2)).toBe('/admin/systemparams/edit/2');
  });

  it('translates validation issues with their data, an unknown key as an invalid value', () => {
    expect(issueMessage(t, { key: 'duplicate_serial', data: { serial: 'A1', other_id: 7 } })).toBe(
      'The serial number A1 is already assigned to element 7.',
    );
    expect(issueMessage(t, { key: 'no_such_key' })).toBe('This value is not valid.');
  });
});
