import type { TileKind } from './urgency';

// Four outlines a glance tells apart without colour: a stop sign, a warning triangle, a circle, and a
// square with a wrench for a technical defect.
const SHAPES: Readonly<Record<TileKind, string>> = {
  emergency: 'M7 1h10l6 6v10l-6 6H7l-6-6V7z',
  urgent: 'M12 1.5 23 22H1z',
  normal: 'M12 1a11 11 0 1 1 0 22 11 11 0 0 1 0-22z',
  defect: 'M3 2h18a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z',
};

const MARKS: Readonly<Record<TileKind, string | null>> = {
  emergency: 'M10.5 5h3l-.5 9h-2zm0 11h3v3h-3z',
  urgent: 'M11 8h2l-.3 7h-1.4zm0 9h2v2h-2z',
  normal: null,
  defect:
    'M15.5 5a3.5 3.5 0 0 0-3.3 4.7L5.5 16.4l2.1 2.1 6.7-6.7A3.5 3.5 0 0 0 19 8.5l-2 2-2.1-.4-.4-2.1 2-2A3.5 3.5 0 0 0 15.5 5z',
};

/** The tile's kind as a shape; its name is the tile's text, so the icon itself is decorative. */
export function UrgencyIcon({ urgency, size = '1.6em' }: { urgency: TileKind; size?: string }) {
  const mark = MARKS[urgency];
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" data-urgency={urgency}>
      <path d={SHAPES[urgency]} fill="currentColor" />
      {mark && <path d={mark} fill="white" />}
      {!mark && <circle cx="12" cy="12" r="4" fill="white" />}
    </svg>
  );
}
