import { checkScheduleTimes, numberRule } from '@wardlight/domain';
import { schedules } from '../../db/schema/index';
import { defineConfigEntity } from '../config-edit/config-entity';
import { configuratorName } from '../config-edit/field-rules';

/**
 * Schedules (spec part 1 §3, §5): two to five ascending times. Ids stop at 19, as 20 is the configurator's
 * "all day" code, which makes 19 the most a system can have. The interval stays in this console.
 */
export const scheduleEntity = defineConfigEntity(schedules, {
  kind: 'schedules',
  entity: 'schedule',
  names: { one: 'schedule', many: 'schedules', Singular: 'Schedule', Plural: 'Schedules' },
  maxId: 19,
  search: ['name'],
  orderBy: 'name',
  sortable: ['interval'],
  unique: ['name'],
  localFields: ['interval'],
  check(schedule, { issues }) {
    configuratorName(schedule.name, issues);
    const { time_1, time_2, time_3, time_4, time_5 } = schedule;
    checkScheduleTimes([time_1, time_2, time_3, time_4, time_5], issues);
    numberRule('interval', schedule.interval, { min: 0 }, issues);
  },
});
