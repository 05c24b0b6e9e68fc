import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import type { AppDataSpec } from '../../../test/app-data';
import { renderScreen } from '../../../test/render';
import type { fakeCallServer } from './fake-server';

export const LOG_USER: AppDataSpec = { user: { id: 7, superuser: false, permissions: ['calllog::use_module'] } };
export const CLOSER: AppDataSpec = {
  user: { id: 7, superuser: false, permissions: ['calllog::use_module', 'calllog::close_calls'] },
};

/** A screen of the call log at `url` (mounted at `path`), talking to the fake server. */
export function renderWithServer(
  screen: ReactElement,
  server: ReturnType<typeof fakeCallServer>,
  options: { path: string; url: string; appData?: AppDataSpec },
) {
  return renderScreen(<ApolloProvider client={server.client}>{screen}</ApolloProvider>, {
    path: options.path,
    url: options.url,
    appData: options.appData ?? LOG_USER,
  });
}
