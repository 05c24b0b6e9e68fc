// Types of bundle.mjs (plain JavaScript so the launcher needs no TypeScript loader).
export const BUNDLE: string;
export function newestMtime(path: string): number;
export function bundleIsStale(): boolean;
export function bundleServer(): Promise<void>;
