/** Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
