import type { ReactNode } from 'react';
import { DisplayConfigProvider } from './config/DisplayConfigProvider';
import { DisplayLocale } from './view/DisplayLocale';
import { DisplayView } from './view/DisplayView';

/**
 * Route `display` (spec part 2 §2): the configuration from profile or address, then the wall.
 * `children` (the call form over it) share the configuration, in the user's language.
 */
export function DisplayScreen({ children }: { children?: ReactNode }) {
  return (
    <DisplayConfigProvider>
      <DisplayLocale>
        <DisplayView />
      </DisplayLocale>
      {children}
    </DisplayConfigProvider>
  );
}
