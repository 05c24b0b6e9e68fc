/** Shell constants of spec part 1 §4 and §9. */

/** The commit popup polls the changelog this often. */
export const COMMIT_POLL_MS = 4000;
/** A commit counts as running this long after it started, whether or not its end was heard. */
export const COMMIT_COUNTS_AS_RUNNING_MS = 15 * 60_000;
/** The sync indicator shows the job count only above this. */
export const SYNC_BADGE_ABOVE = 3;
export const POPUP_WIDTH = 600;
export const SEARCH_POPUP_WIDTH = 700;
export const ERROR_DETAILS_MAX_HEIGHT = 200;

/** Above the modal routes (200 and up): what the shell has to say covers any open form. */
export const HTTP_ERROR_POPUP_Z_INDEX = 300;
export const COMMIT_POPUP_Z_INDEX = 400;
