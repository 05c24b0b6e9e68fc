import { createContext } from 'react';

/** The modal route a component is rendered in, so forms can close it like the backdrop does. */
export interface ModalRouteContextValue {
  close(): void;
}

export const ModalRouteContext = createContext<ModalRouteContextValue | null>(null);
