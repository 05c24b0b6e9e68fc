/**
 * An inline stroke icon of one path: the console ships no icon set, and its few glyphs do not warrant
 * one. `rotate` turns it (a chevron opening); the display loads it too, so it lives outside the kit.
 */
export function StrokeIcon({ d, size = 16, rotate }: { d: string; size?: number; rotate?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={rotate === undefined ? undefined : { transform: `rotate(${rotate}deg)`, transition: 'transform 120ms' }}
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const PLUS_PATH = 'M12 5v14M5 12h14';
export const TRASH_PATH = 'M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3';
export const UP_PATH = 'M6 15l6-6 6 6';
export const DOWN_PATH = 'M6 9l6 6 6-6';
