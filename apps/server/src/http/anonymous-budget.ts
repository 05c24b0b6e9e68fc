/**
 * A per-address token bucket for requests from visitors (no valid session): the wall displays and
 * anyone else on the network. Cost limits bound one operation; this bounds how many a stranger may
 * send, so a loop of anonymous queries cannot keep the console's database lane full (ADR 0019).
 *
 * Displays behind one NAT share an address: after a server restart each refetches a handful of
 * queries at once, so the burst is generous and the steady rate is what stops a loop.
 */
export interface BudgetPolicy {
  /** Requests per second an address earns back. */
  ratePerSecond: number;
  /** Requests an idle address may send at once. */
  burst: number;
}

export const DEFAULT_ANONYMOUS_BUDGET: BudgetPolicy = { ratePerSecond: 30, burst: 300 };

/** ANONYMOUS_RATE as a policy: the burst is ten seconds' worth; 0 switches the budget off. */
export const budgetOfRate = (ratePerSecond: number): BudgetPolicy => ({ ratePerSecond, burst: ratePerSecond * 10 });

interface Bucket {
  tokens: number;
  at: number;
}

/** Addresses remembered at most; past it, those whose bucket has refilled are forgotten. */
const MAX_TRACKED = 10_000;

export class AnonymousBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly policy: BudgetPolicy = DEFAULT_ANONYMOUS_BUDGET,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one request from the address's budget; returns 0 when it may go on, else seconds to wait. */
  take(address: string): number {
    if (this.policy.ratePerSecond <= 0) return 0;
    const now = this.now();
    const bucket = this.refill(this.buckets.get(address), now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.remember(address, bucket);
      return 0;
    }
    this.remember(address, bucket);
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.policy.ratePerSecond));
  }

  private refill(bucket: Bucket | undefined, now: number): Bucket {
    if (!bucket) return { tokens: this.policy.burst, at: now };
    const earned = ((now - bucket.at) / 1000) * this.policy.ratePerSecond;
    return { tokens: Math.min(this.policy.burst, bucket.tokens + earned), at: now };
  }

  private remember(address: string, bucket: Bucket): void {
    if (!this.buckets.has(address) && this.buckets.size >= MAX_TRACKED) this.forgetRefilled();
    this.buckets.set(address, bucket);
  }

  private forgetRefilled(): void {
    const now = this.now();
    for (const [address, bucket] of this.buckets) {
      if (this.refill(bucket, now).tokens >= this.policy.burst) this.buckets.delete(address);
    }
  }
}
