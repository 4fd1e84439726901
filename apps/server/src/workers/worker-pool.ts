import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { TWorkerMessage } from './serve-requests.js';

export type TWorkerPoolOptions = {
  /** What the workers do, for the log (`extraction`, `inspection`, `compute`). */
  name: string;
  /** Workers at once; further runs wait their turn. */
  size: number;
  /** Each worker's V8 old generation: a run that needs more fails as too complex. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  /** Wall-clock limit of one run; the worker is then ended and the run fails as too complex. */
  timeoutMs: number;
  /** An idle worker (its modules loaded, seconds to start) is kept this long for the next run. */
  idleMs: number;
  /** The worker's entry (an `.mjs` that registers tsx, then loads its TypeScript); tests give one that crashes. */
  workerUrl: URL;
};

/** `too_complex`: out of memory or out of time; `crashed`: the worker died (or could not start). */
export type TWorkerFailure = 'too_complex' | 'crashed';

/** A run that its worker could not finish. */
export class WorkerPoolError extends Error {
  constructor(
    readonly reason: TWorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerPoolError';
  }
}

export type TRunOptions = {
  /** Each page read; reports are made one at a time, the latest kept while one is in flight. A report that throws ends the run. */
  onPage?: (done: number, total: number) => void | Promise<void>;
  /** Aborting ends the worker at once; the run rejects with the signal's reason. */
  signal?: AbortSignal;
};

type TPooled = {
  worker: Worker;
  /** The run in progress: gets the worker's messages, its error and its exit. */
  listener: ((event: TWorkerEvent) => void) | null;
  idleTimer: NodeJS.Timeout | undefined;
};
type TWorkerEvent =
  | { type: 'message'; message: TWorkerMessage }
  | { type: 'error'; error: Error }
  | { type: 'exit'; code: number }
  | { type: 'closed' };

/**
 * At most `size` worker threads, each with a memory limit, a run at a time each and a wall-clock
 * limit per run. A worker that runs out of memory or time, or dies, fails its run with a
 * `WorkerPoolError` and is replaced by a fresh one; the server process is never at risk.
 */
export class WorkerPool<TRequest extends { kind: string }> {
  private readonly options: TWorkerPoolOptions;
  private readonly idle: TPooled[] = [];
  private readonly waiting: { grant: () => void; refuse: (reason: unknown) => void }[] = [];
  private readonly all = new Set<TPooled>();
  private active = 0;
  private isClosed = false;

  constructor(
    options: TWorkerPoolOptions,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.options = options;
  }

  get size(): number {
    return this.options.size;
  }

  /** Workers alive now (running or idle). */
  get workerCount(): number {
    return this.all.size;
  }

  /** The wall-clock limit of one run. */
  get timeoutMs(): number {
    return this.options.timeoutMs;
  }

  /** Runs waiting for a free worker. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Runs one request in a worker, waiting for a free one first. */
  async run<T>(request: TRequest, options: TRunOptions = {}): Promise<T> {
    await this.acquire(options.signal);
    let pooled: TPooled | undefined;
    try {
      pooled = this.idle.pop() ?? this.spawn();
      clearTimeout(pooled.idleTimer);
      // A failure of the worker itself rejects (the worker is ended); an error the code threw is an answer.
      const answer = await this.execute(pooled, request, options);
      this.park(pooled);
      pooled = undefined;
      if (answer.type === 'error') throw errorOf(answer);
      return answer.value as T;
    } finally {
      if (pooled) this.discard(pooled);
      this.release();
    }
  }

  /** Ends every worker; runs in progress and waiting fail. */
  async close(): Promise<void> {
    this.isClosed = true;
    for (const waiter of this.waiting.splice(0)) waiter.refuse(new Error(`the ${this.options.name} pool is closed`));
    for (const pooled of this.all) pooled.listener?.({ type: 'closed' });
    await Promise.all([...this.all].map((pooled) => this.discard(pooled)));
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.isClosed) return Promise.reject(new Error(`the ${this.options.name} pool is closed`));
    if (this.active < this.options.size) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        refuse: (reason: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(reason);
        },
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Hands the slot to the next waiting run, else frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.active -= 1;
  }

  private spawn(): TPooled {
    const worker = new Worker(this.options.workerUrl, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.options.maxYoungGenerationSizeMb,
      },
    });
    const pooled: TPooled = { worker, listener: null, idleTimer: undefined };
    // Listeners for the worker's whole life: an 'error' without a listener would end the process.
    worker.on('message', (message: TWorkerMessage) => pooled.listener?.({ type: 'message', message }));
    worker.on('error', (error: Error) => pooled.listener?.({ type: 'error', error }));
    worker.on('exit', (code: number) => {
      this.forget(pooled);
      pooled.listener?.({ type: 'exit', code });
    });
    this.all.add(pooled);
    return pooled;
  }

  private execute(
    pooled: TPooled,
    request: TRequest,
    { onPage, signal }: TRunOptions,
  ): Promise<Exclude<TWorkerMessage, { type: 'page' }>> {
    pooled.worker.ref();
    return new Promise((resolve, reject) => {
      let isSettled = false;
      const settle = (outcome: () => void) => {
        if (isSettled) return;
        isSettled = true;
        pooled.listener = null;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (error: unknown) => settle(() => reject(error));
      const timer = setTimeout(() => {
        this.log?.warn(
          { kind: request.kind, timeoutMs: this.options.timeoutMs },
          `${this.options.name} worker timed out`,
        );
        fail(new WorkerPoolError('too_complex', `no result within ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      const onAbort = () => fail(signal?.reason);
      if (signal?.aborted) return fail(signal.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      const report = progressReporter(onPage, fail);

      pooled.listener = (event) => {
        switch (event.type) {
          case 'message': {
            const { message } = event;
            if (message.type === 'page') report(message.done, message.total);
            else settle(() => resolve(message));
            return;
          }
          case 'error': {
            const isOutOfMemory = (event.error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
            this.log?.warn({ err: event.error, kind: request.kind }, `${this.options.name} worker died`);
            return fail(
              new WorkerPoolError(isOutOfMemory ? 'too_complex' : 'crashed', `worker: ${event.error.message}`),
            );
          }
          case 'exit':
            this.log?.warn({ code: event.code, kind: request.kind }, `${this.options.name} worker exited`);
            return fail(new WorkerPoolError('crashed', `the worker exited with code ${event.code}`));
          case 'closed':
            return fail(new Error(`the ${this.options.name} pool is closed`));
        }
      };
      try {
        pooled.worker.postMessage(request);
      } catch (error) {
        fail(error);
      }
    });
  }

  /** Keeps a healthy worker for the next run, for a while. */
  private park(pooled: TPooled): void {
    if (this.isClosed) {
      void this.discard(pooled);
      return;
    }
    pooled.worker.unref();
    pooled.idleTimer = setTimeout(() => {
      this.idle.splice(this.idle.indexOf(pooled), 1);
      void this.discard(pooled);
    }, this.options.idleMs);
    pooled.idleTimer.unref();
    this.idle.push(pooled);
  }

  private async discard(pooled: TPooled): Promise<void> {
    pooled.listener = null;
    this.forget(pooled);
    await pooled.worker.terminate();
  }

  private forget(pooled: TPooled): void {
    clearTimeout(pooled.idleTimer);
    this.all.delete(pooled);
    const index = this.idle.indexOf(pooled);
    if (index >= 0) this.idle.splice(index, 1);
  }
}

/** The error a worker reported, as an Error of the same name and reason (a `DocumentReadError` stays one by name). */
function errorOf(message: Extract<TWorkerMessage, { type: 'error' }>): Error {
  const error = new Error(message.message);
  error.name = message.name;
  if (message.reason !== undefined) Object.assign(error, { reason: message.reason });
  return error;
}

/**
 * Forwards page reports one at a time: a report stores progress in the database, and a worker reads
 * pages faster than that, so while one is in flight only the latest page is kept.
 */
function progressReporter(
  onPage: TRunOptions['onPage'],
  fail: (error: unknown) => void,
): (done: number, total: number) => void {
  let latest: [number, number] | null = null;
  let isReporting = false;
  return (done, total) => {
    if (!onPage) return;
    latest = [done, total];
    if (isReporting) return;
    isReporting = true;
    void (async () => {
      try {
        while (latest) {
          const [pageDone, pageTotal] = latest;
          latest = null;
          await onPage(pageDone, pageTotal);
        }
      } catch (error) {
        fail(error);
      } finally {
        isReporting = false;
      }
    })();
  };
}
