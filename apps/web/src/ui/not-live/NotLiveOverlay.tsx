import classes from './not-live.module.css';

interface Props {
  title: string;
  text: string;
  /** The last close or error, for the technician who is called. */
  reason?: string | null;
}

/**
 * Covers the whole page while it cannot be live: stale calls must not look like the ward's current state
 * (DESIGN §6). Shared by the wall display and the staff phone; the texts are each page's own.
 */
export function NotLiveOverlay({ title, text, reason }: Props) {
  return (
    <div className={classes.overlay} role="alert">
      <div className={classes.title}>{title}</div>
      <div className={classes.text}>{text}</div>
      {reason && <div>{reason}</div>}
    </div>
  );
}
