// The wall display as a person in front of it reads it: the call grid (a list named "open calls"),
// the presences column (a region), the header's buttons and the offline overlay, by role and name in
// the display's language.
import type { Page } from '@playwright/test';
import { type DisplayCatalogue, displayTexts } from './display-texts';
import { fill, pattern } from './texts';

export function displayPage(page: Page, t: DisplayCatalogue = displayTexts.de) {
  return {
    /** The open calls, in the order the wall shows them. */
    calls: page.getByRole('list', { name: t.calls.title }).getByRole('listitem'),
    presences: page.getByRole('region', { name: t.presences.title }).getByRole('listitem'),
    empty: page.getByText(t.empty.text, { exact: true }),
    title: page.getByRole('banner').getByText(t.header.title, { exact: true }),
    settingsButton: page.getByRole('button', { name: t.header.settings }),
    fullscreenButton: page.getByRole('button', { name: t.header.fullscreen }),
    /** Every tile's close button. */
    closeButtons: page.getByRole('button', { name: pattern(t.tile.close) }),
    closeButton: (device: string) => page.getByRole('button', { name: fill(t.tile.close, { device }) }),
    closeDialog: page.getByRole('dialog', { name: t.call.popups.close.title }),
    offline: page.getByRole('alert').filter({ hasText: t.offline.title }),
  };
}

/**
 * Tiles whose content is wider or taller than the tile (text cut off or spilling out), and whether the
 * page itself scrolls sideways: what a larger font or a longer language must not cause.
 */
export function overflowingTiles(page: Page): Promise<{ tiles: string[]; pageScrollsSideways: boolean }> {
  return page.evaluate(() => {
    const tiles = [
      ...document.querySelectorAll<HTMLElement>('[data-testid="call-tile"], [data-testid="presence-tile"]'),
    ];
    // A pixel of rounding is not an overflow.
    const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    return {
      tiles: tiles
        .filter((tile) => overflows(tile) || [...tile.querySelectorAll<HTMLElement>('*')].some(overflows))
        .map((tile) => tile.innerText.replace(/\s+/g, ' ')),
      pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}
