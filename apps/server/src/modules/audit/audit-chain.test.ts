import { describe, expect, it } from 'vitest';
import { asStored, type ChainedFields, canonicalJson, entryHash } from './audit-chain';

const ENTRY: ChainedFields = {
  chain: 3,
  chain_seq: 7,
  at: new Date('2026-11-27T05:00:00.123Z'),
  user_id: 1,
  user_name: 'admin',
  system_id: 3,
  action: 'updated',
  entity: 'call_type',
  entity_id: '4',
  field: 'text',
  change: { from: 'Ruf', to: 'Notruf' },
};

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ a: { d: [3, { f: 1, e: 2 }], c: null } }, '{"a":{"c":null,"d":[3,{"e":2,"f":1}]}}'],
    [{ a: undefined, b: 'ü' }, '{"b":"ü"}'],
    [null, 'null'],
    ['x', '"x"'],
  ])('%j → %s', (value, json) => {
    expect(canonicalJson(value)).toBe(json);
  });
});

describe('entryHash', () => {
  const hash = entryHash('prev', ENTRY);

  it('does not depend on the order jsonb gives the keys back in', () => {
    expect(entryHash('prev', { ...ENTRY, change: { to: 'Notruf', from: 'Ruf' } })).toBe(hash);
  });

  it('covers the change as stored: a date inside becomes its ISO text, and hashes the same', () => {
    const written = { ...ENTRY, change: asStored({ at: new Date('2026-01-01T00:00:00.000Z'), gone: undefined }) };
    const readBack = { ...ENTRY, change: { at: '2026-01-01T00:00:00.000Z' } };
    expect(entryHash('prev', written)).toBe(entryHash('prev', readBack));
  });

  it.each([
    ['the previous hash', () => entryHash('other', ENTRY)],
    ['the place in the chain', () => entryHash('prev', { ...ENTRY, chain_seq: 8 })],
    ['the time', () => entryHash('prev', { ...ENTRY, at: new Date('2026-11-27T05:00:00.124Z') })],
    ['the user', () => entryHash('prev', { ...ENTRY, user_name: 'Admin' })],
    ['the entity', () => entryHash('prev', { ...ENTRY, entity_id: '5' })],
    ['the change', () => entryHash('prev', { ...ENTRY, change: { from: 'Ruf', to: 'Notruf!' } })],
  ])('changes with %s', (_what, other) => {
    expect(other()).not.toBe(hash);
  });
});
