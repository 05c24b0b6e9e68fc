import type { ScheduleTimes } from '@wardlight/domain';
import { createContext, useContext } from 'react';
import type { Option } from '../../../ui/crud/field-types';

/** The choices of the node form's selects, loaded once by the form page. */
export interface NodeOptions {
  kinds: readonly Option[];
  parents: readonly Option[];
  sections: readonly Option[];
  callSources: readonly Option[];
  hubs: readonly Option[];
  linkable: readonly Option[];
  buttons: readonly Option[];
  flightProfiles: readonly Option[];
  /** Display groups an override may switch to (real ones only). */
  overrideGroups: readonly Option[];
  /** Schedules, then the codes all day and none. */
  scheduleChoices: readonly Option[];
  /** Display groups, then the codes section, all and none. */
  groupChoices: readonly Option[];
  /** The schedules' times: one display-group row per time. */
  schedules: readonly ScheduleTimes[];
}

const NONE: NodeOptions = {
  kinds: [],
  parents: [],
  sections: [],
  callSources: [],
  hubs: [],
  linkable: [],
  buttons: [],
  flightProfiles: [],
  overrideGroups: [],
  scheduleChoices: [],
  groupChoices: [],
  schedules: [],
};

export const NodeOptionsContext = createContext<NodeOptions>(NONE);

/** For a field declaration's `useOptions`. */
export function useNodeOptions(): NodeOptions {
  return useContext(NodeOptionsContext);
}
