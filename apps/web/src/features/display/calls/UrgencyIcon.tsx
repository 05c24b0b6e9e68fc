import type { Urgency } from './urgency';

// Three outlines a glance tells apart without colour: a stop sign, a warning triangle, a circle.
const SHAPES: Readonly<Record<Urgency, string>> = {
  emergency: 'M7 1h10l6 6v10l-6 6H7l-6-6V7z',
  urgent: 'M12 1.5 23 22H1z',
  normal: 'M12 1a11 11 0 1 1 0 22 11 11 0 0 1 0-22z',
};

/** The urgency as a shape; its name is the tile's text, so the icon itself is decorative. */
export function UrgencyIcon({ urgency, size = '1.6em' }: { urgency: Urgency; size?: string }) {
  const mark =
    urgency === 'normal'
      ? null
      : urgency === 'emergency'
        ? 'M10.5 5h3l-.5 9h-2zm0 11h3v3h-3z'
        : 'M11 8h2l-.3 7h-1.4zm0 9h2v2h-2z';
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" data-urgency={urgency}>
      <path d={SHAPES[urgency]} fill="currentColor" />
      {mark && <path d={mark} fill="white" />}
      {!mark && <circle cx="12" cy="12" r="4" fill="white" />}
    </svg>
  );
}
