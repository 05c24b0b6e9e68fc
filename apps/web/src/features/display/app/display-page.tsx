import type { ReactNode } from 'react';
import type { BaseServices } from '../../../app/providers/BaseProviders';
import { DisplayApp } from './DisplayApp';
import { createBrowserDisplayRouter } from './display-router';

/** The page main.tsx renders on a display address. */
export function displayPage(services: BaseServices): ReactNode {
  return <DisplayApp services={services} router={createBrowserDisplayRouter()} />;
}
