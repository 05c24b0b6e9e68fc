import { GraphQLError } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { missingAuth, ValidationFailed } from './errors';
import { maskInternalErrors } from './mask-errors';

function capture() {
  const lines: string[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
  return { mask: maskInternalErrors(log), lines };
}

describe('error masking', () => {
  it('hides a fault from the client and logs it with its stack', () => {
    const { mask, lines } = capture();
    const fault = new GraphQLError('boom', {
      originalError: new Error('relation "users" does not exist'),
      path: ['users'],
    });
    const masked = mask(fault, 'Unexpected error.');
    expect(masked.message).toBe('Unexpected error.');
    expect((masked as GraphQLError).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect((masked as GraphQLError).path).toEqual(['users']);
    expect(lines.join('')).toContain('relation \\"users\\" does not exist');
  });

  it('passes deliberate errors through unchanged and logs nothing', () => {
    const { mask, lines } = capture();
    for (const deliberate of [missingAuth(), new ValidationFailed([{ field: 'name', key: 'required' }])]) {
      const wrapped = new GraphQLError(deliberate.message, { originalError: deliberate });
      expect(mask(wrapped, 'Unexpected error.')).toBe(wrapped);
    }
    expect(lines).toEqual([]);
  });
});
