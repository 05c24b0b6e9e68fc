import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { failureText } from './failure-text';

const i18n = createI18n('en');
const text = (failure: Parameters<typeof failureText>[0]) => failureText(failure, i18n.t, (key) => i18n.exists(key));

describe('failureText', () => {
  it('tells a tree rule by its reason, once for all fields it locks', () => {
    const lock = { key: 'invalid_value', data: { reason: 'open_calls' } };
    expect(
      text({
        code: 'VALIDATION_FAILED',
        issues: [
          { field: 'day_sound_level', ...lock },
          { field: 'is_active', ...lock },
        ],
      }),
    ).toBe('The element has open calls and cannot be changed now.');
  });

  it('names the field of another validation issue', () => {
    expect(text({ code: 'VALIDATION_FAILED', issues: [{ field: 'day_sound_level', key: 'required' }] })).toMatch(
      /^Sound level by day: /,
    );
  });

  it('translates the request-level codes', () => {
    expect(text({ code: 'MISSING_PERMISSION', issues: [] })).toBe('You do not have the permission for this.');
    expect(text({ code: 'NOT_FOUND', issues: [] })).toBe('This entry does not exist (any more).');
    expect(text({ code: 'SOMETHING_ELSE', issues: [] })).toBe('The change could not be made.');
  });
});
