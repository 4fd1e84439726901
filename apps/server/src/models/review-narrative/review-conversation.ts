import {
  REVIEW_DISCLAIMER,
  REVIEW_NARRATIVE_LIMITS,
  type TLanguage,
  type TReviewConversation,
  type TReviewExchange,
  type TReviewTurn,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { AppDb } from '../../db/database.js';
import { dcfModelReviews } from '../../db/schema.js';
import { assertPreviewed, proposalDecision } from '../data-sheet/proposal-decision.js';
import { getOwnedModel } from '../get-owned-model.js';

/** What the stored review needs: the database and the clock. */
export type ReviewConversationDeps = { db: AppDb; now: () => Date };

/** Tries of the guarded decision write before giving up (another write to the review landed meanwhile). */
const WRITE_TRIES = 3;

/** What the reviewer is asked when the user has not asked anything yet (the first turn of the history). */
export const FIRST_REQUEST = 'Review this model.';

/** The stored exchanges of a model (already known to be the owner's), oldest first. */
export async function storedExchanges(db: AppDb, modelId: string): Promise<TReviewExchange[]> {
  const [row] = await db
    .select({ exchanges: dcfModelReviews.exchanges })
    .from(dcfModelReviews)
    .where(eq(dcfModelReviews.modelId, modelId))
    .limit(1);
  return row?.exchanges ?? [];
}

/** Characters of the questions and answers the exchanges hold (what `storedChars` bounds). */
function charsOf(exchanges: readonly TReviewExchange[]): number {
  return exchanges.reduce((sum, item) => sum + (item.question?.length ?? 0) + item.narrative.text.length, 0);
}

/** True when no follow-up fits any more. */
function isFull(exchanges: readonly TReviewExchange[]): boolean {
  return (
    exchanges.length >= REVIEW_NARRATIVE_LIMITS.storedExchanges ||
    charsOf(exchanges) >= REVIEW_NARRATIVE_LIMITS.storedChars
  );
}

/** `REVIEW_CONVERSATION_FULL` when a follow-up does not fit in the stored review. */
export function assertRoomForFollowUp(exchanges: readonly TReviewExchange[]): void {
  if (isFull(exchanges)) throw fullError();
}

function fullError(): AppError {
  return new AppError('REVIEW_CONVERSATION_FULL');
}

/** The turns sent back with a follow-up: each question (the first as the first request) and answer, the latest ones, each bounded. */
export function historyOf(exchanges: readonly TReviewExchange[]): TReviewTurn[] {
  const turns = exchanges.flatMap((exchange): TReviewTurn[] => [
    { role: 'user', content: exchange.question ?? FIRST_REQUEST },
    { role: 'assistant', content: exchange.narrative.text },
  ]);
  return turns
    .slice(-REVIEW_NARRATIVE_LIMITS.historyTurns)
    .map((turn) => ({ ...turn, content: turn.content.slice(0, REVIEW_NARRATIVE_LIMITS.turnChars) }));
}

/**
 * Stores an exchange: a first review (no question) replaces the stored review, a follow-up is
 * appended unless the review filled up meanwhile (`REVIEW_CONVERSATION_FULL`: the append is guarded
 * by the stored count, so two follow-ups at once never pass the bound).
 */
export async function storeExchange(deps: ReviewConversationDeps, exchange: TReviewExchange): Promise<void> {
  const now = deps.now();
  const isFollowUp = exchange.question !== null;
  const rows = await insertExchange(deps, exchange, now, isFollowUp).catch((error: unknown) => {
    // The model was deleted while the chat model wrote: its review goes with it.
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND');
    throw error;
  });
  if (rows.length === 0) throw fullError();
}

function insertExchange(deps: ReviewConversationDeps, exchange: TReviewExchange, now: Date, isFollowUp: boolean) {
  const modelId = exchange.narrative.model_id;
  return deps.db
    .insert(dcfModelReviews)
    .values({ modelId, exchanges: [exchange], createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: dcfModelReviews.modelId,
      set: {
        exchanges: isFollowUp ? sql`${dcfModelReviews.exchanges} || excluded.exchanges` : sql`excluded.exchanges`,
        updatedAt: now,
      },
      ...(isFollowUp
        ? {
            setWhere: sql`jsonb_array_length(${dcfModelReviews.exchanges}) < ${REVIEW_NARRATIVE_LIMITS.storedExchanges}`,
          }
        : {}),
    })
    .returning({ modelId: dcfModelReviews.modelId });
}

/** PostgreSQL's foreign_key_violation (23503), from either driver (drizzle may wrap it in `cause`). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** `review/narrative/history`: the owner's model's stored review, the disclaimer in the reader's language. */
export async function readReviewConversation(
  deps: ReviewConversationDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TReviewConversation> {
  await getOwnedModel(deps.db, ownerId, modelId);
  return conversationOf(modelId, await storedExchanges(deps.db, modelId), language);
}

/** `review/narrative/clear`: the owner's model's stored review deleted (start over). */
export async function clearReviewConversation(
  deps: ReviewConversationDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TReviewConversation> {
  await getOwnedModel(deps.db, ownerId, modelId);
  await deps.db.delete(dcfModelReviews).where(eq(dcfModelReviews.modelId, modelId));
  return conversationOf(modelId, [], language);
}

type TDecideInput =
  | { model_id: string; exchange_id: string; decision: 'accepted'; accepted: number[]; model_updated_at: string }
  | { model_id: string; exchange_id: string; decision: 'rejected' };

/**
 * `review/narrative/decide_proposal`: the user's decision on an exchange's previewed proposal,
 * recorded once (a second is `CHAT_PROPOSAL_DECIDED`, as in the chat). Accepted changes must be
 * changes of the preview (`BAD_REQUEST` otherwise); the apply itself went through
 * `model/dcf/data_sheet/apply`, whose revision is kept with the decision. The write is guarded by
 * the exchanges as read (a follow-up or another decision landing meanwhile: read again).
 */
export async function decideReviewProposal(
  deps: ReviewConversationDeps,
  ownerId: string,
  input: TDecideInput,
  language: TLanguage,
): Promise<TReviewConversation> {
  await getOwnedModel(deps.db, ownerId, input.model_id);
  for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
    const exchanges = await storedExchanges(deps.db, input.model_id);
    const exchange = exchanges.find((item) => item.id === input.exchange_id);
    const proposal = exchange?.narrative.proposal;
    assertPreviewed(proposal);
    const decision = proposalDecision(proposal, exchange?.decision, input, deps.now());
    const next = exchanges.map((item) => (item === exchange ? { ...item, decision } : item));
    const [updated] = await deps.db
      .update(dcfModelReviews)
      .set({ exchanges: next, updatedAt: deps.now() })
      .where(
        sql`${dcfModelReviews.modelId} = ${input.model_id} and ${dcfModelReviews.exchanges} = ${JSON.stringify(exchanges)}::jsonb`,
      )
      .returning({ exchanges: dcfModelReviews.exchanges });
    if (updated) return conversationOf(input.model_id, updated.exchanges, language);
  }
  throw new AppError('CHAT_PROPOSAL_DECIDED');
}

function conversationOf(modelId: string, exchanges: TReviewExchange[], language: TLanguage): TReviewConversation {
  return {
    model_id: modelId,
    exchanges: exchanges.map((item) => ({
      ...item,
      narrative: { ...item.narrative, disclaimer: REVIEW_DISCLAIMER[language] },
    })),
    is_full: isFull(exchanges),
  };
}
