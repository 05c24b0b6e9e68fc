/**
 * What the demo's REST calls answer (ADR 0043): the server writes these shapes, the demo page reads them.
 */

/** A polled device of the demo (`GET /backend/demo`). */
export interface DemoDevice {
  id: number;
  name: string;
  section_id: number | null;
  room: string | null;
  resident: string | null;
  /** The resident's medallion in the same room, if the tree has one. */
  medallion: { id: number; name: string; section_id: number | null } | null;
}

export interface DemoLayout {
  floors: Array<{ name: string; devices: DemoDevice[] }>;
  /** Whether the demo's three phones exist (the seed made them). */
  phones: boolean;
  /** The system's configurator (the simulator), for "copy this setup". */
  simulator: string | null;
}

/** `GET /backend/demo`: always answered; the layout only while demo mode is on. */
export type DemoInfo = { demo_mode: false; layout: null } | { demo_mode: true; system_id: number; layout: DemoLayout };

/** One of the three phones (`POST /backend/demo/phones`). */
export interface DemoPhone {
  n: number;
  partition: string;
  name: string;
  display_name: string;
  system_id: number;
  /** Set for the phones asked to be renewed: paired and signed in again, as the phone would itself. */
  device_token: string | null;
  session_token: string | null;
}
