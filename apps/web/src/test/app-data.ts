import { DEFAULT_LICENSE } from '@wardlight/domain';
import type { AppDataQuery } from '../generated/transport';

export interface AppDataSpec {
  setupTime?: string | null;
  licenseId?: number;
  user?: { id: number; name?: string; superuser?: boolean; permissions?: string[] } | null;
  configuratorIp?: string | null;
  setupCodeRequired?: boolean;
  devLicenseKey?: boolean;
  /** The licence's app clients: above 0, the app licence (staff phones) is in force. */
  appClients?: number;
  /** The console's default language (global settings); tests speak English. */
  defaultLocale?: string;
  /** Licensed modules (analytics, log, management); none by default. */
  features?: Partial<AppDataQuery['license']['features']>;
  /** Demo mode (DEMO_MODE=1): the sign-in page links the demo. */
  demoMode?: boolean;
}

/** AppData as the server sends it, from a short description. */
export function buildAppData(spec: AppDataSpec = {}): AppDataQuery {
  const user = spec.user ?? null;
  return {
    license: {
      ...DEFAULT_LICENSE,
      id: spec.licenseId ?? 0,
      name: spec.licenseId ? 'Haus Linde' : '',
      features: { ...DEFAULT_LICENSE.features, ...spec.features },
      limits: { ...DEFAULT_LICENSE.limits, app_clients: spec.appClients ?? 0 },
    },
    appState: {
      offline_mode: false,
      app_gateway_enabled: false,
      app_gateway_system_id: null,
      last_gets_change: null,
      last_gets_commit: null,
      committing_gets_config: false,
      configurator_ip: spec.configuratorIp ?? null,
      setup_time: spec.setupTime === undefined ? '2026-01-01T00:00:00Z' : spec.setupTime,
      features: { display_group_overrides: false, demo_mode: spec.demoMode ?? false },
      outdated_hubs: [],
      setup_code_required: spec.setupCodeRequired ?? false,
      dev_license_key: spec.devLicenseKey ?? false,
    },
    authUser: user && {
      id: user.id,
      name: user.name ?? 'admin',
      locale: 'en',
      homepage: null,
      is_superuser: user.superuser ?? true,
      password_is_temporary: false,
      system_access: [],
      permissions: (user.permissions ?? []).map((code) => ({ code })),
      roles: [],
    },
    publicSystemParams: [{ id: 1, name: 'System 1' }],
    globalSettings: { locale: spec.defaultLocale ?? 'en' },
  };
}
