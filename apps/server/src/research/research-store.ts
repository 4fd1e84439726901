import type { TResearchState } from '@app/contract';
import { parseResearchState, type TCollectionCheckpoint, type TResearchEffect } from '@app/research';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { researchSessions } from '../db/schema.js';
import type { ResearchDeps } from './research-deps.js';

export type TResearchRow = typeof researchSessions.$inferSelect;

/** The job kind that runs a research session's work (one effect of the state machine). */
export const RESEARCH_JOB = 'research_work';

/** What a research job is asked to do: one effect of one session. */
export type TResearchJobPayload = { research_id: string; effect: TResearchEffect };

/** Effects that are bookkeeping, done with the feedback itself: no background work. */
const INSTANT_EFFECTS = new Set<TResearchEffect['kind']>(['save_plan', 'finalize_report']);

/** A session of the owner, or `NOT_FOUND` (another user's id is answered like an unknown one). */
export async function getOwnedResearch(db: AppDb, ownerId: string, researchId: string): Promise<TResearchRow> {
  const [row] = await db
    .select()
    .from(researchSessions)
    .where(and(eq(researchSessions.id, researchId), eq(researchSessions.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The stored state, checked by the contract's schema (a row written by an older version stays readable). */
export function stateOf(row: TResearchRow): TResearchState {
  const state = parseResearchState(JSON.stringify(row.state));
  if (!state) throw new Error(`research ${row.id} has an unreadable state`);
  return state;
}

type TStoredCheckpoint = NonNullable<TResearchRow['checkpoint']>;

export function checkpointOf(row: TResearchRow): TCollectionCheckpoint | null {
  return (row.checkpoint as TCollectionCheckpoint | null) ?? null;
}

/** A checkpoint as the row stores it. */
export function storedCheckpoint(checkpoint: TCollectionCheckpoint): TStoredCheckpoint {
  return checkpoint as unknown as TStoredCheckpoint;
}

/**
 * Saves a new state and queues its work in one transaction, so the session waits for a job exactly
 * when one exists. The row must still be as the caller read it (same state, same job): a save by
 * anyone else in between (another tab's feedback, a job run twice) makes this one fail with
 * `RESEARCH_RESULT_OUTDATED`, so nothing the user confirmed is overwritten silently.
 */
export async function saveState(
  deps: Pick<ResearchDeps, 'database' | 'queue' | 'now'>,
  row: TResearchRow,
  state: TResearchState,
  effects: readonly TResearchEffect[],
  changes: { checkpoint?: TCollectionCheckpoint | null; failureCode?: string | null } = {},
): Promise<TResearchRow> {
  const work = effects.find((effect) => !INSTANT_EFFECTS.has(effect.kind));
  const saved = await deps.database.db.transaction(async (tx) => {
    const job = work
      ? await deps.queue.enqueue(RESEARCH_JOB, { research_id: row.id, effect: work } satisfies TResearchJobPayload, {
          ownerId: row.ownerId,
          db: tx,
        })
      : null;
    const [updated] = await tx
      .update(researchSessions)
      .set({
        state,
        jobId: job?.id ?? null,
        updatedAt: deps.now(),
        // A fresh collection starts from nothing: a checkpoint found by its job is its own earlier attempt's.
        ...(work?.kind === 'collect' && !work.resume && { checkpoint: null }),
        ...(changes.checkpoint !== undefined && {
          checkpoint: changes.checkpoint as unknown as TStoredCheckpoint | null,
        }),
        ...(changes.failureCode !== undefined && { failureCode: changes.failureCode }),
      })
      .where(
        and(
          eq(researchSessions.id, row.id),
          row.jobId === null ? isNull(researchSessions.jobId) : eq(researchSessions.jobId, row.jobId),
          sql`${researchSessions.state} = ${JSON.stringify(row.state)}::jsonb`,
        ),
      )
      .returning();
    if (!updated) throw new AppError('RESEARCH_RESULT_OUTDATED');
    return updated;
  });
  if (work) deps.queue.wake();
  return saved;
}
