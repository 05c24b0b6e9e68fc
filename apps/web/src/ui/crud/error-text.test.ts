import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { deleteErrorText, knownMessage } from './error-text';

const { t } = createI18n('en');
const refused = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });
const issue = (key: string, data?: Record<string, unknown>) => ({
  message: 'validation failed',
  extensions: { validation: true, field: 'ids', key, data },
});

describe('texts of refused writes', () => {
  it('words a delete refusal with the entity reason when it has one', () => {
    expect(deleteErrorText(refused(issue('invalid_value', { reason: 'self' })), 'admin:users', t)).toBe(
      'You cannot delete yourself.',
    );
  });

  it('falls back to the message of the key, with its data', () => {
    expect(deleteErrorText(refused(issue('invalid_value', { reason: 'in_use' })), 'admin:users', t)).toBe(
      'This value is not valid.',
    );
    expect(deleteErrorText(refused(issue('min_value', { min: 2 })), 'admin:users', t)).toBe('At least 2.');
  });

  it('translates the codes it knows and passes anything else on as the server wrote it', () => {
    expect(deleteErrorText(refused({ message: 'MISSING_PERMISSION' }), 'admin:users', t)).toBe(
      'You do not have the permission for this.',
    );
    expect(knownMessage('role 9 not found', t)).toBe('This entry does not exist (any more).');
    expect(knownMessage('database unavailable', t)).toBeNull();
    expect(deleteErrorText(new Error('Failed to fetch'), 'admin:users', t)).toBe('Failed to fetch');
  });
});
