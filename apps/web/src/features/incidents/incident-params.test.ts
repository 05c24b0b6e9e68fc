import { describe, expect, it } from 'vitest';
import { filterOf, readIncidentQuery, writeIncidentQuery } from './incident-params';

describe('the incident list in the address', () => {
  it('reads what it wrote, and drops what it does not know', () => {
    const params = new URLSearchParams('type=Battery,Nonsense&state=New&section=2,x&assignee=none&incident=7&page=2');
    const q = readIncidentQuery(params);
    expect(q).toEqual({
      types: ['Battery'],
      states: ['New'],
      severities: [],
      sections: [2],
      assignee: 'none',
      incident: 7,
      page: 2,
    });
    expect(readIncidentQuery(writeIncidentQuery(q))).toEqual(q);
  });

  it.each([
    ['', { states: null, assignee_user_ids: null, unassigned: null }],
    ['assignee=3', { assignee_user_ids: [3], unassigned: null }],
    ['assignee=none&state=Closed', { states: ['Closed'], assignee_user_ids: null, unassigned: true }],
  ])('%s → the API filter', (search, expected) => {
    expect(filterOf(readIncidentQuery(new URLSearchParams(search)))).toMatchObject(expected);
  });
});
