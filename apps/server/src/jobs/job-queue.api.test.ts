import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { jobs } from '../db/schema.js';
import { TestClock } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { JobFailure, JobQueue } from './job-queue.js';

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function queue(clock = new TestClock(), options: { leaseMs?: number } = {}) {
  return { clock, queue: new JobQueue(database.db, { now: clock.now, log: silent, pollMs: 20, ...options }) };
}

describe('JobQueue', () => {
  it('runs a job, keeps its progress and result', async () => {
    const { queue: q } = queue();
    q.register('square', {
      async run(payload, context) {
        await context.reportProgress({ percent: 50 });
        return { value: (payload as { n: number }).n ** 2 };
      },
    });
    const job = await q.enqueue('square', { n: 7 });
    expect(job.status).toBe('queued');
    await q.drain();
    expect(await q.get(job.id)).toMatchObject({
      status: 'succeeded',
      progress: { percent: 50 },
      result: { value: 49 },
      attempts: 1,
    });
  });

  it('ends a job at once on a known failure, and runs it again when retried', async () => {
    const { queue: q } = queue();
    let isBroken = true;
    q.register('fragile', {
      async run() {
        if (isBroken) throw new JobFailure('TICKER_NOT_FOUND', 'no such ticker');
        return 'ok';
      },
    });
    const job = await q.enqueue('fragile', {});
    await q.drain();
    expect(await q.get(job.id)).toMatchObject({
      status: 'failed',
      error: { code: 'TICKER_NOT_FOUND', message: 'no such ticker' },
      attempts: 1,
    });
    isBroken = false;
    expect((await q.retry(job.id))?.status).toBe('queued');
    await q.drain();
    expect(await q.get(job.id)).toMatchObject({ status: 'succeeded', result: 'ok', error: null });
  });

  it('retries unexpected errors with backoff until the attempts are spent', async () => {
    const { queue: q, clock } = queue();
    let calls = 0;
    q.register('flaky', {
      async run() {
        calls += 1;
        throw new Error('provider hiccup');
      },
    });
    const job = await q.enqueue('flaky', {}, { maxAttempts: 2 });
    await q.drain();
    expect(await q.get(job.id)).toMatchObject({ status: 'queued', attempts: 1, error: { code: 'JOB_FAILED' } });
    await q.drain();
    expect(calls).toBe(1);
    clock.advance(1_100);
    await q.drain();
    expect(calls).toBe(2);
    expect(await q.get(job.id)).toMatchObject({ status: 'failed', attempts: 2, error: { message: 'provider hiccup' } });
  });

  it('resumes a job whose server died once its lease runs out', async () => {
    const { queue: q, clock } = queue(new TestClock(), { leaseMs: 1_000 });
    q.register('resumable', { run: async () => 'done' });
    const job = await q.enqueue('resumable', {});
    // Another process claimed it and vanished.
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(clock.now().getTime() + 1_000) })
      .where(eq(jobs.id, job.id));
    await q.drain();
    expect((await q.get(job.id))?.status).toBe('running');
    clock.advance(1_500);
    await q.drain();
    expect(await q.get(job.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('fails a job cleanly when every attempt died with its server', async () => {
    const { queue: q, clock } = queue(new TestClock(), { leaseMs: 1_000 });
    q.register('doomed', { run: async () => 'never' });
    const job = await q.enqueue('doomed', {}, { maxAttempts: 1 });
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: clock.now() })
      .where(eq(jobs.id, job.id));
    clock.advance(10);
    await q.drain();
    expect(await q.get(job.id)).toMatchObject({ status: 'failed', error: { code: 'JOB_INTERRUPTED' } });
  });

  it('lets a run that outlived its lease finish neither the claim that replaced it nor its retry', async () => {
    const clock = new TestClock();
    const releases: ((value: string) => void)[] = [];
    const blocked = { run: () => new Promise<string>((resolve) => releases.push(resolve)) };
    const { queue: first } = queue(clock, { leaseMs: 1_000 });
    const { queue: second } = queue(clock, { leaseMs: 1_000 });
    first.register('stuck', blocked);
    second.register('stuck', blocked);
    const job = await first.enqueue('stuck', {});
    const firstRun = first.drain();
    while (releases.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    // The first server is blocked past its lease: the second one takes the job over.
    clock.advance(1_500);
    const secondRun = second.drain();
    while (releases.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    releases[0]?.('stale');
    await firstRun;
    expect(await first.get(job.id)).toMatchObject({ status: 'running', attempts: 2, result: null });
    releases[1]?.('fresh');
    await secondRun;
    expect(await first.get(job.id)).toMatchObject({ status: 'succeeded', attempts: 2, result: 'fresh' });
  });

  it('does not run a cancelled job', async () => {
    const { queue: q } = queue();
    let calls = 0;
    q.register('cancellable', {
      async run() {
        calls += 1;
      },
    });
    const job = await q.enqueue('cancellable', {});
    expect((await q.cancel(job.id))?.status).toBe('cancelled');
    await q.drain();
    expect(calls).toBe(0);
    expect((await q.get(job.id))?.status).toBe('cancelled');
  });

  it('times a slow job out', async () => {
    const { queue: q } = queue();
    q.register('slow', { timeoutMs: 30, run: () => new Promise((resolve) => setTimeout(resolve, 500)) });
    const job = await q.enqueue('slow', {}, { maxAttempts: 1 });
    await q.drain();
    expect(await q.get(job.id)).toMatchObject({ status: 'failed', error: { code: 'JOB_TIMEOUT' } });
  });

  it('stops a timed-out run at its next progress report, before its side effects', async () => {
    const { queue: q } = queue();
    let sideEffects = 0;
    let stoppedBy: unknown = null;
    q.register('slow-steps', {
      timeoutMs: 30,
      run: async (_payload, context) => {
        await new Promise((resolve) => setTimeout(resolve, 80));
        try {
          await context.reportProgress({ step: 2 });
        } catch (error) {
          stoppedBy = error;
          throw error;
        }
        sideEffects += 1;
      },
    });
    const job = await q.enqueue('slow-steps', {}, { maxAttempts: 1 });
    await q.drain();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await q.get(job.id)).toMatchObject({ status: 'failed', error: { code: 'JOB_TIMEOUT' } });
    expect(sideEffects).toBe(0);
    expect(stoppedBy).toMatchObject({ code: 'JOB_TIMEOUT' });
  });

  it('aborts the signal of a run in progress when the job is cancelled, and keeps it cancelled', async () => {
    const { queue: q } = queue();
    let started = () => {};
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let stoppedBy: unknown = null;
    q.register('interruptible', {
      run: (_payload, context) =>
        new Promise((_resolve, reject) => {
          context.signal.addEventListener('abort', () => {
            stoppedBy = context.signal.reason;
            reject(context.signal.reason);
          });
          started();
        }),
    });
    const job = await q.enqueue('interruptible', {});
    const running = q.drain();
    await isStarted;
    expect((await q.cancel(job.id))?.status).toBe('cancelled');
    await running;
    expect(stoppedBy).toMatchObject({ code: 'JOB_CANCELLED' });
    expect(await q.get(job.id)).toMatchObject({ status: 'cancelled', error: null });
  });

  it('runs at most a kind’s own concurrency at once, while other kinds still run', async () => {
    const { clock, queue: q } = queue();
    let running = 0;
    let most = 0;
    // The heavy runs wait until the test has looked, so a slow machine cannot finish one early.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    q.register('heavy', {
      concurrency: 1,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await released;
        running -= 1;
      },
    });
    q.register('light', { run: async () => 'done' });
    // The light job is the oldest, so it is claimed first and its end wakes a poll while the first
    // poll still claims: the order in which two overlapping polls would both take a heavy job.
    const light = await q.enqueue('light', {});
    clock.advance(1);
    const heavy = [await q.enqueue('heavy', {}), await q.enqueue('heavy', {})];
    q.start();
    try {
      await expect.poll(async () => (await q.get(light.id))?.status).toBe('succeeded');
      const heavyStates = async () =>
        (await Promise.all(heavy.map(async (job) => (await q.get(job.id))?.status))).sort();
      await expect.poll(heavyStates).toEqual(['queued', 'running']);
      // A few more polls happen while the first heavy run is held; none takes the second.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await heavyStates()).toEqual(['queued', 'running']);
      release();
      await expect
        .poll(async () => Promise.all(heavy.map(async (job) => (await q.get(job.id))?.status)))
        .toEqual(['succeeded', 'succeeded']);
      expect(most).toBe(1);
    } finally {
      release();
      await q.stop();
    }
  });

  it('runs jobs in the background once started', async () => {
    const { queue: q } = queue();
    q.register('background', { run: async (payload) => payload });
    q.start();
    try {
      const job = await q.enqueue('background', { hello: 'world' });
      for (let tries = 0; tries < 100 && (await q.get(job.id))?.status !== 'succeeded'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await q.get(job.id)).toMatchObject({ status: 'succeeded', result: { hello: 'world' } });
    } finally {
      await q.stop();
    }
  });
});
