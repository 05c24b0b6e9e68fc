import { describe, expect, it } from 'vitest';
import type { CallSystemLink } from '../../call-system/link';
import { LinkError } from '../../call-system/link-error';
import { ValidationFailed } from '../../graphql/errors';
import { configuratorIssues, sendChange } from './staging';

/** A link whose staging calls answer with `answer` (a value, or a LinkError to throw). */
function linkAnswering(answer: unknown): CallSystemLink {
  const respond = async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { stage: respond, unstage: respond } as unknown as CallSystemLink;
}

const change = { kind: 'sections', id: 4, action: 'created', data: { id: 4 }, staged_at: '' };
const section = { id: 4, name: 'Keller' };

describe('sendChange', () => {
  it.each([
    ['a staged change', change, section, 'staged'],
    ['null: equal to the committed entity', null, section, 'unchanged'],
    ['null for a deletion: a staged creation forgotten', null, null, 'unchanged'],
    ['no answer', new LinkError('unreachable', 'connect ECONNREFUSED'), section, 'pending'],
    ['refused credentials', new LinkError('unauthorized', '401'), section, 'pending'],
    ['404 for a deletion', new LinkError('protocol', '404', { status: 404, key: 'not_found' }), null, 'absent'],
  ])('%s → %s', async (_case, answer, entity, status) => {
    expect(await sendChange(linkAnswering(answer), 'sections', 4, entity)).toEqual({ status });
  });

  it('leaves the item pending without a link on this instance', async () => {
    expect(await sendChange(null, 'sections', 4, section)).toEqual({ status: 'pending' });
  });

  it('turns 409 commit_running into the same refusal the guard gives', async () => {
    const running = new LinkError('conflict', '409', { status: 409, key: 'commit_running' });
    await expect(sendChange(linkAnswering(running), 'sections', 4, section)).rejects.toMatchObject({
      extensions: { code: 'COMMIT_RUNNING' },
    });
  });

  it("turns 422 validation_failed into validation errors with the configurator's field, key and data", async () => {
    const refused = new LinkError('validation', '422', {
      status: 422,
      key: 'validation_failed',
      errors: [
        {
          key: 'schedule_intervals_not_ascending',
          kind: 'schedules',
          id: 4,
          field: 'time_2',
          data: { previous_field: 'time_1', previous: '08:00', value: '07:00' },
        },
        { key: 'invalid_value', kind: 'schedules', id: 4, field: 'name', data: { reason: 'max_bytes', max: 32 } },
      ],
    });
    const error = await sendChange(linkAnswering(refused), 'schedules', 4, { id: 4 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).issues).toEqual([
      {
        field: 'time_2',
        key: 'schedule_intervals_not_ascending',
        data: { previous_field: 'time_1', previous: '08:00', value: '07:00' },
      },
      { field: 'name', key: 'invalid_value', data: { reason: 'max_bytes', max: 32 } },
    ]);
  });

  it('passes other failures on', async () => {
    const broken = new LinkError('protocol', '500', { status: 500, key: 'internal_error' });
    await expect(sendChange(linkAnswering(broken), 'sections', 4, section)).rejects.toBe(broken);
  });
});

describe('configuratorIssues at commit', () => {
  it('names the item, flattens lists and keeps an unknown key as the reason', () => {
    expect(
      configuratorIssues(
        [
          {
            key: 'missing_relation',
            kind: 'display_groups',
            id: 6,
            field: 'connections[0].call_type_id',
            data: { related_kind: 'call_types', related_id: 5 },
          },
          { key: 'brand_new_rule', kind: 'hubs', id: 2, field: null, data: { values: ['Radio', 'Wired'] } },
        ],
        'commit',
      ),
    ).toEqual([
      {
        field: 'connections[0].call_type_id',
        key: 'missing_relation',
        data: { related_kind: 'call_types', related_id: 5, kind: 'display_groups', id: 6 },
      },
      {
        field: 'id',
        key: 'invalid_value',
        data: { values: '["Radio","Wired"]', reason: 'brand_new_rule', kind: 'hubs', id: 2 },
      },
    ]);
  });
});
