/** Call type ids the demo buttons raise (spec part 2 §3 "Demo call trigger"). */
export const DEMO_CALL_TYPES = { emergency: 2, alert: 4, presence: 6 } as const;
export type DemoCall = keyof typeof DEMO_CALL_TYPES;
