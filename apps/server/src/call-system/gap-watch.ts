import type { Cursor } from './link';

/**
 * The one gap being replayed (protocol §8, ADR 0025): where it was seen, and a timer after which the
 * supervisor stops waiting for the replay to close it. `overdue` is called with that position; whether
 * the gap closed meanwhile (the cursor moved past it) is the caller's to check.
 */
export class GapWatch {
  private open: { after: Cursor; timer: NodeJS.Timeout } | null = null;

  constructor(
    private readonly closeMs: number,
    private readonly overdue: (after: Cursor) => void,
  ) {}

  /** `again`: the replay ended in the gap it was to close, which it therefore never will. */
  seen(after: Cursor): 'new' | 'again' {
    const isSame = this.open?.after.stream_id === after.stream_id && this.open.after.seq === after.seq;
    this.clear();
    if (isSame) return 'again';
    const timer = setTimeout(() => {
      this.open = null;
      this.overdue(after);
    }, this.closeMs);
    this.open = { after, timer };
    return 'new';
  }

  clear(): void {
    if (this.open) clearTimeout(this.open.timer);
    this.open = null;
  }
}
