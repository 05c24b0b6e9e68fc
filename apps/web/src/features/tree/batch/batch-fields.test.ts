import { describe, expect, it } from 'vitest';
import { batchInput } from './batch-fields';

describe('batchInput', () => {
  it('sends only the ticked fields, switches as booleans and an empty select as null', () => {
    expect(
      batchInput(new Set(['is_active', 'section_id', 'day_sound_level']), {
        is_active: undefined as unknown as boolean,
        section_id: null,
        day_sound_level: 7,
        night_sound_level: 3,
      }),
    ).toEqual({ is_active: false, section_id: null, day_sound_level: 7 });
  });

  it('is empty when nothing is ticked', () => {
    expect(batchInput(new Set(), { deny_manual_call_closure: true })).toEqual({});
  });
});
