/** Modal slide transition of spec part 1 §9. */
export const MODAL_TRANSITION_MS = 200;
