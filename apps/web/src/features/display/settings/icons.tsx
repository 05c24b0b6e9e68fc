/** Two stroke icons for the picker's buttons; the console ships no icon set, and two paths do not warrant one. */
function StrokeIcon({ d }: { d: string }) {
  return (
    <svg
      width="18"
      height="18"
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

export const PlusIcon = () => <StrokeIcon d="M12 5v14M5 12h14" />;
export const TrashIcon = () => (
  <StrokeIcon d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
);
