/** The tree's few glyphs, inline: the console ships no icon set. */
function StrokeIcon({ d, rotate = 0 }: { d: string; rotate?: number }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={{ transform: `rotate(${rotate}deg)`, transition: 'transform 120ms' }}
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Points right when collapsed, down when expanded. */
export const ChevronIcon = ({ open }: { open: boolean }) => <StrokeIcon d="M9 6l6 6-6 6" rotate={open ? 90 : 0} />;
export const UpIcon = () => <StrokeIcon d="M6 15l6-6 6 6" />;
export const DownIcon = () => <StrokeIcon d="M6 9l6 6 6-6" />;
