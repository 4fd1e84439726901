/**
 * A token bucket shared by every request of one client instance. With `capacity` 1 and `ratePerSecond`
 * 10 (the SEC default) no half-open one-second window ever holds more than 10 request starts.
 * Waiters are served in call order.
 */

/** @public */
export type TTokenBucketOptions = {
  ratePerSecond: number;
  /** Burst size; 1 spaces requests evenly. */
  capacity?: number;
  /** Monotonic clock in milliseconds (injected in tests). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** @public */
export type TRateLimiter = { take(): Promise<void> };

/** @internal */
export function sleepMs(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** @public */
export class TokenBucket implements TRateLimiter {
  readonly #ratePerMs: number;
  readonly #capacity: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  #tokens: number;
  #last: number;
  #queue: Promise<void> = Promise.resolve();

  constructor(options: TTokenBucketOptions) {
    if (!(options.ratePerSecond > 0)) throw new RangeError('ratePerSecond must be positive');
    this.#ratePerMs = options.ratePerSecond / 1000;
    this.#capacity = Math.max(1, options.capacity ?? 1);
    this.#now = options.now ?? (() => performance.now());
    this.#sleep = options.sleep ?? sleepMs;
    this.#tokens = this.#capacity;
    this.#last = this.#now();
  }

  /** Resolves when the caller may start one request. */
  take(): Promise<void> {
    const turn = this.#queue.then(() => this.#acquire());
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  async #acquire(): Promise<void> {
    this.#refill();
    // Loop: a timer may fire a hair early, and a token is only taken once it has fully accrued.
    while (this.#tokens < 1) {
      await this.#sleep(Math.ceil((1 - this.#tokens) / this.#ratePerMs));
      this.#refill();
    }
    this.#tokens -= 1;
  }

  #refill(): void {
    const now = this.#now();
    this.#tokens = Math.min(this.#capacity, this.#tokens + (now - this.#last) * this.#ratePerMs);
    this.#last = now;
  }
}
