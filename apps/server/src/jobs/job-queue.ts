import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDb, rowsOf } from '../db/database.js';
import { jobs } from '../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = JobRow['status'];

/** What a running handler may do besides returning its result. */
export type JobContext = {
  job: JobRow;
  /**
   * Records progress (any JSON, e.g. `{annual: 40}`) and extends the lease. After the run has timed
   * out it throws instead, so a handler that reports progress stops at its next step.
   */
  reportProgress(progress: unknown): Promise<void>;
  /**
   * Aborted when the run times out or is cancelled through this process's queue (a cancel made by
   * another server is seen at the next progress report): pass it to work that can be stopped.
   */
  signal: AbortSignal;
};

export type JobHandler = {
  run(payload: unknown, context: JobContext): Promise<unknown>;
  /** A run longer than this fails with `JOB_TIMEOUT` (the job may be retried). */
  timeoutMs?: number;
  /**
   * At most this many runs of this kind at once in this process; its other jobs stay queued (and
   * `pending`) while other kinds may still be claimed.
   */
  concurrency?: number;
};

/**
 * A failure the handler knows: its catalogue code reaches the user. `isRetryable` false ends the
 * job at once (a bad ticker will not become good on the next attempt).
 */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly isRetryable = false,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

type QueueOptions = {
  now?: () => Date;
  log: FastifyBaseLogger;
  /** A running job not heard from for this long is taken to have died with its server. */
  leaseMs?: number;
  pollMs?: number;
  concurrency?: number;
};

/**
 * Background jobs kept in the `jobs` table. Any server process may run any job: a job is claimed
 * with `FOR UPDATE SKIP LOCKED` and held by a lease that progress reports extend; when a server
 * dies, the lease runs out and another claim resumes the job, until its attempts are spent.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private running = 0;
  private readonly runningByKind = new Map<string, number>();
  /** The runs in this process, to abort on cancel. */
  private readonly controllers = new Map<string, AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private isStopped = true;
  /**
   * One poll at a time: a second poll started while the first awaits its claim would count the
   * kinds' runs before the first claim is counted, and run two jobs of a kind limited to one.
   */
  private isPolling = false;
  private isPollWanted = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: AppDb,
    private readonly options: QueueOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 500;
    this.concurrency = options.concurrency ?? 2;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  async enqueue(
    kind: string,
    payload: unknown,
    options: {
      ownerId?: string | null;
      maxAttempts?: number;
      /** The caller's transaction, so that the job exists exactly when the rows it works on do. */
      db?: AppDb;
    } = {},
  ): Promise<JobRow> {
    const now = this.now();
    const [job] = await (options.db ?? this.db)
      .insert(jobs)
      .values({
        kind,
        payload,
        ownerId: options.ownerId ?? null,
        status: 'queued',
        maxAttempts: options.maxAttempts ?? 3,
        runAfter: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!job) throw new Error('job not inserted');
    // A job in the caller's transaction is not visible yet: the caller wakes the queue after commit.
    if (!options.db) this.kick();
    return job;
  }

  /** Looks for due jobs now, e.g. once the transaction that enqueued one has committed. */
  wake(): void {
    this.kick();
  }

  async get(id: string): Promise<JobRow | undefined> {
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return job;
  }

  /** Puts a failed or cancelled job back in the queue with fresh attempts. */
  async retry(id: string): Promise<JobRow | undefined> {
    const [job] = await this.db
      .update(jobs)
      .set({ status: 'queued', attempts: 0, error: null, runAfter: this.now(), updatedAt: this.now() })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['failed', 'cancelled'])))
      .returning();
    if (job) this.kick();
    return job;
  }

  /** Cancels a job that has not finished; a running handler's result is then discarded. */
  async cancel(id: string): Promise<JobRow | undefined> {
    const [job] = await this.db
      .update(jobs)
      .set({ status: 'cancelled', finishedAt: this.now(), updatedAt: this.now() })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
      .returning();
    if (job) this.controllers.get(id)?.abort(new JobFailure('JOB_CANCELLED', 'the job was cancelled'));
    return job;
  }

  start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.schedule(0);
  }

  /** Stops claiming and waits for the jobs in flight. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Claims and runs due jobs until none is left or the concurrency is used up (tests call it directly). */
  async drain(): Promise<void> {
    for (;;) {
      const job = await this.claim();
      if (!job) break;
      await this.execute(job);
    }
  }

  private kick(): void {
    if (!this.isStopped) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    if (this.isPolling) {
      this.isPollWanted = true;
      return;
    }
    this.isPolling = true;
    this.isPollWanted = false;
    try {
      while (!this.isStopped && this.running < this.concurrency) {
        const job = await this.claim(this.claimableKinds());
        if (!job) break;
        const execution = this.execute(job).finally(() => {
          this.inFlight.delete(execution);
          this.running -= 1;
          this.runningByKind.set(job.kind, (this.runningByKind.get(job.kind) ?? 1) - 1);
          this.kick();
        });
        this.running += 1;
        this.runningByKind.set(job.kind, (this.runningByKind.get(job.kind) ?? 0) + 1);
        this.inFlight.add(execution);
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'job queue poll failed');
    } finally {
      this.isPolling = false;
    }
    if (!this.isStopped) this.schedule(this.isPollWanted ? 0 : this.pollMs);
  }

  /** The kinds whose own concurrency is not used up. */
  private claimableKinds(): string[] {
    return [...this.handlers]
      .filter(
        ([kind, handler]) => (this.runningByKind.get(kind) ?? 0) < (handler.concurrency ?? Number.POSITIVE_INFINITY),
      )
      .map(([kind]) => kind);
  }

  /** The oldest due job, or a running one whose lease ran out (its server died). */
  private async claim(kinds = [...this.handlers.keys()]): Promise<JobRow | undefined> {
    const now = this.now();
    if (kinds.length === 0) return undefined;
    const [claimed] = await rowsOf<{ id: string }>(
      this.db,
      sql`update jobs set status = 'running', attempts = attempts + 1,
            locked_until = ${new Date(now.getTime() + this.leaseMs)}, updated_at = ${now},
            started_at = coalesce(started_at, ${now})
          where id = (
            select id from jobs
            where kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
              and ((status = 'queued' and run_after <= ${now}) or (status = 'running' and locked_until < ${now}))
            order by created_at
            limit 1
            for update skip locked)
          returning id`,
    );
    return claimed ? this.get(claimed.id) : undefined;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    if (job.attempts > job.maxAttempts) {
      await this.finish(job, 'failed', {
        error: { code: 'JOB_INTERRUPTED', message: 'the server stopped during every attempt' },
      });
      return;
    }
    const abort = new AbortController();
    const context: JobContext = {
      job,
      signal: abort.signal,
      reportProgress: async (progress) => {
        if (abort.signal.aborted) throw abort.signal.reason;
        // Only this attempt's row: a timed-out run must not touch the retry that replaced it.
        await this.db
          .update(jobs)
          .set({ progress, lockedUntil: new Date(this.now().getTime() + this.leaseMs), updatedAt: this.now() })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
      },
    };
    this.controllers.set(job.id, abort);
    try {
      const result = await withTimeout(handler.run(job.payload, context), handler.timeoutMs, abort);
      await this.finish(job, 'succeeded', { result: result ?? null });
    } catch (error) {
      await this.fail(job, error);
    } finally {
      if (this.controllers.get(job.id) === abort) this.controllers.delete(job.id);
    }
  }

  private async fail(job: JobRow, error: unknown): Promise<void> {
    const failure =
      error instanceof JobFailure
        ? error
        : new JobFailure('JOB_FAILED', error instanceof Error ? error.message : String(error), true);
    if (!(error instanceof JobFailure))
      this.options.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
    const canRetry = failure.isRetryable && job.attempts < job.maxAttempts;
    if (canRetry) {
      const backoffMs = 1000 * 2 ** (job.attempts - 1);
      await this.db
        .update(jobs)
        .set({
          status: 'queued',
          error: { code: failure.code, message: failure.message },
          runAfter: new Date(this.now().getTime() + backoffMs),
          lockedUntil: null,
          updatedAt: this.now(),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
      return;
    }
    await this.finish(job, 'failed', { error: { code: failure.code, message: failure.message } });
  }

  private async finish(
    job: JobRow,
    status: 'succeeded' | 'failed',
    outcome: { result?: unknown; error?: { code: string; message: string } },
  ): Promise<void> {
    // Only a job still running in our hands is finished: a cancel in the meantime wins, and so does
    // another server's claim after our lease ran out (a run blocked longer than the lease).
    await this.db
      .update(jobs)
      .set({ status, ...outcome, lockedUntil: null, finishedAt: this.now(), updatedAt: this.now() })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
  }
}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number | undefined, abort: AbortController): Promise<T> {
  if (!timeoutMs) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const failure = new JobFailure('JOB_TIMEOUT', `no result within ${timeoutMs} ms`, true);
      abort.abort(failure);
      reject(failure);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
