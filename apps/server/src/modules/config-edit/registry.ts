import { callSourceEntity } from '../call-sources/call-sources.definition';
import { callTypeEntity } from '../call-types/call-types.definition';
import { displayGroupEntity } from '../display-groups/display-groups.definition';
import { hubEntity } from '../hubs/hubs.definition';
import { scheduleEntity } from '../schedules/schedules.definition';
import { sectionEntity } from '../sections/sections.definition';
import type { ConfigEntity } from './config-entity';

/**
 * Every configuration entity edited through the kit. The resolvers and the API test that checks list,
 * create, update and delete of each one with its guard both walk this list: a new entity is one line here.
 */
export const CONFIG_ENTITIES: readonly ConfigEntity[] = [
  sectionEntity,
  callTypeEntity,
  callSourceEntity,
  scheduleEntity,
  displayGroupEntity,
  hubEntity,
];
