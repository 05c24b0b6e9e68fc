import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The shape of a SCREENS entry (routes/screens.ts). */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

const components = new Map<LazyScreen, LazyExoticComponent<ComponentType>>();

/** One React.lazy component per screen loader, so a modal keeps its state across renders. */
export function lazyScreen(load: LazyScreen): LazyExoticComponent<ComponentType> {
  let component = components.get(load);
  if (!component) {
    component = lazy(() => load().then((m) => ({ default: m.Component })));
    components.set(load, component);
  }
  return component;
}
