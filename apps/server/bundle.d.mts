// Types of bundle.mjs (plain JavaScript so the launcher needs no TypeScript loader).
export const BUNDLE: string;
export function bundleIsStale(): boolean;
export function bundleServer(): Promise<void>;
