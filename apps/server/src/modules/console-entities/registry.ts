import { alertChannelEntity } from '../alert-channels/alert-channels.entity';
import { appClientEntity } from '../app-clients/app-clients.entity';
import { appConnectionEntity } from '../app-connections/app-connections.entity';
import { appSubscriptionEntity } from '../app-subscriptions/app-subscriptions.entity';
import { appUserGroupEntity } from '../app-user-groups/app-user-groups.entity';
import { appUserEntity } from '../app-users/app-users.entity';
import { buttonEntity } from '../buttons/buttons.entity';
import { callSourceGroupEntity } from '../call-source-groups/call-source-groups.entity';
import { checkpointMapEntity } from '../checkpoint-maps/checkpoint-maps.entity';
import { displayNoteEntity } from '../display-notes/display-notes.entity';
import { escapeProfileEntity } from '../escape-profiles/escape-profiles.entity';
import { flightProfileEntity } from '../flight-profiles/flight-profiles.entity';
import { indicatorEntity } from '../indicators/indicators.entity';
import { mergeGroupEntity } from '../merge-groups/merge-groups.entity';
import { treeViewEntity } from '../tree-views/tree-views.entity';
import { videoStreamEntity } from '../video-streams/video-streams.entity';
import type { ConsoleEntity } from './console-entity';

/**
 * Every console-only administration entity (ADR 0011). The resolvers and the API test that checks list,
 * create, update, delete, audit and guard of each one walk this list: a new entity is one line here.
 */
export const CONSOLE_ENTITIES: readonly ConsoleEntity[] = [
  displayNoteEntity,
  flightProfileEntity,
  videoStreamEntity,
  callSourceGroupEntity,
  mergeGroupEntity,
  escapeProfileEntity,
  buttonEntity,
  indicatorEntity,
  alertChannelEntity,
  checkpointMapEntity,
  treeViewEntity,
  appUserGroupEntity,
  appUserEntity,
  appClientEntity,
  appConnectionEntity,
  appSubscriptionEntity,
];
