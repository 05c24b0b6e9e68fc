import type { ReactNode } from 'react';
import type { BaseServices } from '../../../app/providers/BaseProviders';
import { startDisplayAudio } from '../sound/display-audio';
import { DisplayApp } from './DisplayApp';
import { createBrowserDisplayRouter } from './display-router';

/**
 * The page main.tsx renders on a display address. `<html data-page="display">` tells which page is
 * loaded (the console hands a display address over by loading it again, ADR 0014).
 */
export function displayPage(services: BaseServices): ReactNode {
  document.documentElement.dataset.page = 'display';
  // The audio context as early as the page can make it: a kiosk's autoplay flag lets it run at once.
  startDisplayAudio();
  return <DisplayApp services={services} router={createBrowserDisplayRouter()} />;
}
