/**
 * The header and main area (ShellFrame.tsx), fetched on demand: RootLayout loads it for the first
 * route with a header, and the console's screens start it early so both arrive together rather than
 * one after the other.
 */
export const loadShellFrame = () => import('./ShellFrame');
