import type { Locale } from '@wardlight/domain';
import { createContext, useContext } from 'react';

/**
 * What the display shows and how (spec part 2 §3 "Display configuration"). It comes either from the
 * query parameters of /display (no profile) or from the chosen display profile; the display view only
 * reads this shape and never cares where it came from.
 */
export type FontSize = 'normal' | 'larger' | 'largest';

/** One system's schedule and display-group choice (spec part 2 §3 Profile system setting). */
export interface SystemDisplaySetting {
  system_id: number;
  weekday_schedule_id: number;
  weekday_display_group_1_id: number;
  weekday_display_group_2_id: number;
  weekday_display_group_3_id: number;
  weekday_display_group_4_id: number;
  weekday_display_group_5_id: number;
  weekend_schedule_id: number;
  weekend_display_group_1_id: number;
  weekend_display_group_2_id: number;
  weekend_display_group_3_id: number;
  weekend_display_group_4_id: number;
  weekend_display_group_5_id: number;
}

export interface DisplayConfig {
  fontSize: FontSize;
  fullscreen: boolean;
  videoStream: boolean;
  showPresences: boolean;
  /** Beyond the spec: a tone for new emergency calls (per profile, off by default). */
  emergencyTone: boolean;
  /** The display's own language; null follows the console's. */
  locale: Locale | null;
  /** `sections` query parameter: only calls of these sections (empty = all). */
  sections: number[];
  ignoreSectionsFilterForCallTypes: number[];
  /** 'HH:mm' window in which the sections filter does not apply; may wrap midnight. */
  ignoreSectionsTime: { start: string; end: string } | null;
  /** `system` query parameter: the system context the display wants. */
  system: number | null;
  /** The systems whose calls are shown, each with its display-group setting (keyed by system id). */
  displayGroupConfig: Record<number, SystemDisplaySetting>;
}

export interface DisplayProfileRef {
  id: number;
  name: string;
  slug: string;
}

/** What the display view reads; provided by DisplayConfigProvider (profile selection and settings). */
export interface DisplayConfigValue {
  config: DisplayConfig;
  /** The selected profile, or null when the configuration comes from the address. */
  profile: DisplayProfileRef | null;
  /** The systems to show, one panel each, in a stable order. */
  systemIds: number[];
  /** Opens the settings drawer (signed-in users only; the view hides the button otherwise). */
  openSettings: () => void;
}

export const DisplayConfigContext = createContext<DisplayConfigValue | null>(null);

export function useDisplayConfig(): DisplayConfigValue {
  const value = useContext(DisplayConfigContext);
  if (!value) throw new Error('useDisplayConfig outside DisplayConfigProvider');
  return value;
}
