/** A license as spec part 1 §3 describes it. */
export interface LicenseFeatures {
  analytics: boolean;
  log: boolean;
  management: boolean;
}

export interface LicenseLimits {
  devices: number;
  visuals: number;
  app_clients: number;
  systems: number;
}

export interface License {
  id: number;
  name: string;
  features: LicenseFeatures;
  limits: LicenseLimits;
}

/** What applies without an activated license (spec part 1 §3). */
export const DEFAULT_LICENSE: License = Object.freeze({
  id: 0,
  name: '',
  features: Object.freeze({ analytics: false, log: false, management: false }),
  limits: Object.freeze({ devices: 0, visuals: 0, app_clients: 0, systems: 1 }),
}) as License;

export const LICENSED_MODULES = ['analytics', 'log', 'management', 'app', 'app_gateway'] as const;
export type LicensedModule = (typeof LICENSED_MODULES)[number];

export interface LicenseContext {
  license: License;
  appGatewayEnabled: boolean;
  appGatewaySystemId: number | null;
  /** The system of the request (system context), when there is one. */
  systemId: number | null;
}

export function isValidLicense(license: License): boolean {
  return license.id > 0;
}

export function isModuleLicensed(module: LicensedModule, ctx: LicenseContext): boolean {
  const { license } = ctx;
  switch (module) {
    case 'analytics':
    case 'log':
    case 'management':
      return license.features[module];
    case 'app':
      return license.limits.app_clients !== 0;
    case 'app_gateway':
      return (
        license.limits.app_clients !== 0 &&
        ctx.appGatewayEnabled &&
        ctx.appGatewaySystemId !== null &&
        ctx.appGatewaySystemId === ctx.systemId
      );
  }
}
