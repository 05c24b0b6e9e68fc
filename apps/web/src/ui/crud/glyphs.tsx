/** The few glyphs of these forms, inline: the console ships no icon set. */
function Glyph({ d }: { d: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const UpGlyph = () => <Glyph d="M6 15l6-6 6 6" />;
export const DownGlyph = () => <Glyph d="M6 9l6 6 6-6" />;
export const RemoveGlyph = () => <Glyph d="M6 6l12 12M18 6L6 18" />;
