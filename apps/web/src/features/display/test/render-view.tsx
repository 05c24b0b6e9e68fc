import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { RequestContext } from '../../../app/connection/request-context';
import { createTransport } from '../../../app/connection/transport';
import type { AppDataSpec } from '../../../test/app-data';
import { useDisplayParams } from '../app/display-router';
import { DisplayConfigContext, type DisplayConfigValue } from '../config/display-config';
import { DisplayCallForm } from '../form/DisplayCallForm';
import { DisplayLocale } from '../view/DisplayLocale';
import { DisplayView } from '../view/DisplayView';
import { buildConfig } from './builders';
import { displayProviders, WhereAmI } from './display-providers';
import { createFakeSocket } from './fake-socket';

export interface ViewOptions {
  config?: Partial<DisplayConfigValue['config']>;
  systemIds?: number[];
  profile?: DisplayConfigValue['profile'];
  appData?: AppDataSpec;
  url?: string;
}

/** The display, or the call form when the address names a call (as DisplayApp shows them). */
function Routes() {
  const { id } = useDisplayParams();
  if (id !== undefined) {
    return (
      <>
        <WhereAmI />
        <DisplayCallForm />
      </>
    );
  }
  return (
    <DisplayLocale>
      <DisplayView />
    </DisplayLocale>
  );
}

/**
 * The display view (in its DisplayLocale, as DisplayScreen mounts it) with every provider, on the real
 * plain transport: subscriptions go to a fake socket the test drives, queries and mutations to `fetch`
 * (stubServer).
 */
export function renderDisplayView(options: ViewOptions = {}) {
  const socket = createFakeSocket();
  const requestContext: RequestContext = { systemId: () => 1, locale: () => 'en' };
  const transport = createTransport({ context: requestContext, socket: socket.client });
  const { Providers, router, connection } = displayProviders({
    transport,
    requestContext,
    ...(options.url ? { url: options.url } : {}),
    ...(options.appData ? { appData: options.appData } : {}),
  });
  const display: DisplayConfigValue = {
    config: buildConfig(options.config),
    profile: options.profile ?? null,
    systemIds: options.systemIds ?? [1],
    openSettings: vi.fn(),
  };
  const utils = render(
    <Providers>
      <DisplayConfigContext.Provider value={display}>
        <Routes />
      </DisplayConfigContext.Provider>
    </Providers>,
  );
  return { ...utils, socket, transport, router, display, connection };
}
