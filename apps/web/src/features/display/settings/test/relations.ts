import { DisplaySettingsRelationsDocument } from '../../../../generated/transport';
import type { TransportMock } from '../../../../test/fake-transport';

const schedule = (id: number, name: string, times: Array<string | null>) => ({
  __typename: 'Schedule',
  id,
  name,
  time_1: times[0] ?? null,
  time_2: times[1] ?? null,
  time_3: times[2] ?? null,
  time_4: times[3] ?? null,
  time_5: times[4] ?? null,
});

/** Two schedules (two and three times) and two display groups, for every system asked. */
export function relationsMock(): TransportMock {
  const relations = {
    __typename: 'CallDisplayRelations',
    schedules: [schedule(1, 'Day and night', ['06:00', '18:00']), schedule(2, 'Shifts', ['06:00', '14:00', '22:00'])],
    displayGroups: [
      { __typename: 'DisplayGroup', id: 11, name: 'Ward east' },
      { __typename: 'DisplayGroup', id: 12, name: 'Ward west' },
    ],
  };
  return {
    request: { query: DisplaySettingsRelationsDocument },
    result: { data: { callDisplayRelations: relations } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
