import type { ValidationKey } from './keys';

/**
 * A validation problem as the API reports it (spec part 1 §5): the field it belongs to, a message
 * key the client translates, and the data the message needs. Keys live under `validation.` in the
 * web's catalogues.
 */
export interface ValidationIssue {
  field: string;
  key: ValidationKey;
  data?: Record<string, string | number>;
}

/** Collects issues; `ok` is true when none were added. */
export class IssueList {
  readonly issues: ValidationIssue[] = [];
  add(field: string, key: ValidationKey, data?: ValidationIssue['data']): this {
    this.issues.push(data ? { field, key, data } : { field, key });
    return this;
  }
  get ok(): boolean {
    return this.issues.length === 0;
  }
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Password rules shared by the set-password form and the server. */
export function checkNewPassword(password: string, repeat: string | undefined, list = new IssueList()): IssueList {
  if (password.length === 0) list.add('password', 'required');
  else if (password.length < PASSWORD_MIN_LENGTH) list.add('password', 'min_length', { min: PASSWORD_MIN_LENGTH });
  else if (password.length > PASSWORD_MAX_LENGTH) list.add('password', 'max_length', { max: PASSWORD_MAX_LENGTH });
  if (repeat !== undefined && repeat !== password) list.add('password_repeat', 'must_match');
  return list;
}
