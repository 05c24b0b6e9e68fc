import { INCIDENT_SEVERITIES, INCIDENT_STATES, INCIDENT_TYPES } from '@wardlight/domain';
import type { IncidentFilter } from '../../generated/graphql';

/** The list's filter as the address holds it (`?type=Battery&state=New,Assigned&assignee=none`). */
export interface IncidentQuery {
  types: string[];
  states: string[];
  severities: string[];
  sections: number[];
  /** A user id, or `none` for incidents nobody is assigned to; empty: anyone. */
  assignee: string;
  /** The incident whose details are open. */
  incident: number | null;
  page: number;
}

const list = (params: URLSearchParams, name: string, allowed: readonly string[]) =>
  (params.get(name) ?? '').split(',').filter((v) => allowed.includes(v));
const ids = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function readIncidentQuery(params: URLSearchParams): IncidentQuery {
  const assignee = params.get('assignee') ?? '';
  const incident = Number(params.get('incident'));
  const page = Number(params.get('page'));
  return {
    types: list(params, 'type', INCIDENT_TYPES),
    states: list(params, 'state', INCIDENT_STATES),
    severities: list(params, 'severity', INCIDENT_SEVERITIES),
    sections: ids(params, 'section'),
    assignee: assignee === 'none' || /^\d+$/.test(assignee) ? assignee : '',
    incident: Number.isInteger(incident) && incident > 0 ? incident : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeIncidentQuery(q: IncidentQuery): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, values: readonly (string | number)[]) => {
    if (values.length) params.set(name, values.join(','));
  };
  put('type', q.types);
  put('state', q.states);
  put('severity', q.severities);
  put('section', q.sections);
  if (q.assignee) params.set('assignee', q.assignee);
  if (q.page > 1) params.set('page', String(q.page));
  if (q.incident) params.set('incident', String(q.incident));
  return params;
}

/** The API's filter: no state chosen means the open ones (New and Assigned), as the server has it. */
export function filterOf(q: IncidentQuery): IncidentFilter {
  return {
    types: q.types.length ? q.types : null,
    states: q.states.length ? q.states : null,
    severities: q.severities.length ? q.severities : null,
    section_ids: q.sections.length ? q.sections : null,
    assignee_user_ids: /^\d+$/.test(q.assignee) ? [Number(q.assignee)] : null,
    unassigned: q.assignee === 'none' ? true : null,
  };
}

export const hasFilters = (q: IncidentQuery) =>
  q.types.length + q.states.length + q.severities.length + q.sections.length > 0 || q.assignee !== '';

/** The server's page size (incidents without `first`). */
export const PAGE_SIZE = 50;
