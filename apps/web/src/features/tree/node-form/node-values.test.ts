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

  it('sets the display groups of slots the chosen schedule does not have to none', () => {
    const schedules = [{ id: 1, time_1: '07:00', time_2: '19:00' }];
    const input = inputOf(
      {
        ...newValues('room', null),
        weekday_schedule_id: 1,
        weekday_display_group_1_id: 4,
        weekday_display_group_3_id: 2,
      },
      schedules,
    );
    expect(input).toMatchObject({
      weekday_schedule_id: 1,
      weekday_display_group_1_id: 4,
      weekday_display_group_2_id: null,
      weekday_display_group_3_id: 255,
      weekend_display_group_1_id: null,
    });
  });
});
