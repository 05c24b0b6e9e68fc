import { describe, expect, it } from 'vitest';
import { inputOf, newValues } from './node-values';

describe('node form values', () => {
  it('starts a new node from the shared defaults', () => {
    expect(newValues('radio', 7)).toMatchObject({
      kind: 'radio',
      parent_id: 7,
      is_active: true,
      day_sound_level: 5,
      night_sound_level: 2,
      serial: '',
      override_button: '',
    });
  });

  it('sends empty optional texts as null, the MAC upper case and the overrides as one object', () => {
    const input = inputOf({
      ...newValues('radio', 7),
      serial: '  ',
      mac: '00:1b:c5:0a:07:d1',
      comment: ' Akku neu ',
      override_checkpoint: 'Lift',
    });
    expect(input).toMatchObject({ serial: null, mac: '00:1B:C5:0A:07:D1', comment: 'Akku neu', callback_number: null });
    expect(input.device_text_overrides).toEqual({ checkpoint: 'Lift' });
    expect(input).not.toHaveProperty('override_checkpoint');
    expect(inputOf(newValues('room', null)).device_text_overrides).toBeNull();
  });
});
