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
}

const NONE: NodeOptions = {
  kinds: [],
  parents: [],
  sections: [],
  callSources: [],
  hubs: [],
  linkable: [],
  buttons: [],
};

export const NodeOptionsContext = createContext<NodeOptions>(NONE);

/** For a field declaration's `useOptions`. */
export function useNodeOptions(): NodeOptions {
  return useContext(NodeOptionsContext);
}
