/**
 * The demo data set (issue 17, ADR 0043): who the demo signs in as, and its three staff phones. The
 * console user's credentials are fixed and public on purpose — the demo page signs in with them after a
 * reset (spec part 2 §4) — so demo mode belongs on a demonstration machine only.
 */
export const DEMO_CONSOLE_USER = { name: 'demo', password: 'Wardlight-Demo-1' } as const;

/** The app users' shared password on the demo phones. */
export const DEMO_STAFF_PASSWORD = 'Wardlight-Phone-1';

export interface DemoStaff {
  /** 1, 2 or 3: the phone's place on the demo page, and its storage partition `demo-<n>`. */
  n: number;
  name: string;
  display_name: string;
  /** The floor's section (care-home fixture: 1 = 1. OG, 2 = 2. OG) whose calls ring this phone. */
  section_id: number;
}

/** Names that read well in German, English, French and Italian. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  { n: 1, name: 'lena', display_name: 'Lena Moser', section_id: 1 },
  { n: 2, name: 'marco', display_name: 'Marco Bianchi', section_id: 1 },
  { n: 3, name: 'claire', display_name: 'Claire Dubois', section_id: 2 },
];

export const demoPartition = (n: number) => `demo-${n}`;
export const demoClientName = (n: number) => `Demo ${n}`;

/** The simulator a fresh demo install connects to unless DEMO_SIMULATOR names another. */
export const DEMO_SIMULATOR_ADDRESS = '127.0.0.1:8081';
