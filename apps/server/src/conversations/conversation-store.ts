import {
  CONVERSATION_LIMITS,
  ERRORS,
  errorMessage,
  type TChatMessage,
  type TConversation,
  type TErrorCode,
  type TLanguage,
} from '@app/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { conversationMessages, conversations } from '../db/schema.js';
import { getOwnedDialog } from '../dialogs/get-owned-dialog.js';
import type { ConversationDeps } from './conversation-deps.js';
import { openerOf } from './dialog-settings.js';

/**
 * A streaming reply holds its conversation this long at most: a server that died mid-reply leaves
 * `streaming_since` set, and the conversation is free again once it is this old.
 */
export const STREAM_LEASE_MS = 15 * 60_000;

type TConversationRow = typeof conversations.$inferSelect;
export type TMessageRow = typeof conversationMessages.$inferSelect;

function isStreaming(row: TConversationRow, now: Date): boolean {
  return row.streamingSince !== null && now.getTime() - row.streamingSince.getTime() < STREAM_LEASE_MS;
}

function toConversation(row: TConversationRow, messageCount: number, now: Date): TConversation {
  return {
    id: row.id,
    title: row.title,
    dialog_id: row.dialogId,
    is_streaming: isStreaming(row, now),
    message_count: messageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A stored message as the API shows it, its error said in the reader's language. */
export function toChatMessage(row: TMessageRow, language: TLanguage): TChatMessage {
  const code = row.errorCode && Object.hasOwn(ERRORS, row.errorCode) ? (row.errorCode as TErrorCode) : null;
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    images: row.imageTypes,
    tool_calls: row.toolCalls as TChatMessage['tool_calls'],
    sources: row.sources as TChatMessage['sources'],
    thumbup: row.thumbup,
    feedback: row.feedback,
    usage: row.usage ?? null,
    model: row.model,
    status: row.status,
    error: code ? { code, message: errorMessage(code, language, row.errorParams ?? undefined) } : null,
    is_extractive: isExtractive(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** An assistant's reply that no model wrote and that quotes passages: the extractive answer. */
function isExtractive(row: TMessageRow): boolean {
  const isPassage = (source: unknown) => (source as { kind?: unknown } | null)?.kind === 'passage';
  return row.role === 'assistant' && row.model === null && row.sources.some(isPassage);
}

/** The owner's conversation, or `NOT_FOUND` (someone else's is not found either). */
export async function getOwnedConversation(db: AppDb, ownerId: string, id: string): Promise<TConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.ownerId, ownerId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function messageCount(db: AppDb, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
  return row?.n ?? 0;
}

/**
 * Creates a conversation (untitled until its first question names it), or renames one. With
 * `dialog_id` (one of the owner's assistants, else `NOT_FOUND`) the new conversation talks to that
 * assistant and opens with its opener, when it has one.
 */
export async function setConversation(
  deps: ConversationDeps,
  ownerId: string,
  input: { conversation_id?: string | undefined; name?: string | undefined; dialog_id?: string | undefined },
): Promise<TConversation> {
  const now = deps.now();
  if (input.conversation_id) {
    const row = await getOwnedConversation(deps.db, ownerId, input.conversation_id);
    if (input.name === undefined) return toConversation(row, await messageCount(deps.db, row.id), now);
    const [updated] = await deps.db
      .update(conversations)
      .set({ title: input.name, updatedAt: now })
      .where(eq(conversations.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    return toConversation(updated, await messageCount(deps.db, row.id), now);
  }
  const [existing] = await deps.db.select({ n: count() }).from(conversations).where(eq(conversations.ownerId, ownerId));
  const max = CONVERSATION_LIMITS.conversationsPerUser;
  if ((existing?.n ?? 0) >= max) throw new AppError('CONVERSATION_TOO_MANY', { params: { max } });
  const dialog = input.dialog_id ? await getOwnedDialog(deps.db, ownerId, input.dialog_id) : null;
  const opener = dialog ? openerOf(dialog) : '';
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(conversations)
      .values({ ownerId, title: input.name ?? '', dialogId: dialog?.id ?? null, createdAt: now, updatedAt: now })
      .returning();
    if (!inserted) throw new Error('conversation not inserted');
    if (opener !== '') {
      await tx
        .insert(conversationMessages)
        .values({ conversationId: inserted.id, position: 0, role: 'assistant', content: opener, createdAt: now });
    }
    return inserted;
  });
  return toConversation(row, opener === '' ? 0 : 1, now);
}

/** The owner's conversations with one assistant, or (without `dialogId`) with the general assistant. */
export async function findConversations(
  deps: ConversationDeps,
  ownerId: string,
  dialogId?: string | undefined,
): Promise<TConversation[]> {
  if (dialogId) await getOwnedDialog(deps.db, ownerId, dialogId);
  const rows = await deps.db
    .select({
      row: conversations,
      n: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id})`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.ownerId, ownerId),
        dialogId ? eq(conversations.dialogId, dialogId) : isNull(conversations.dialogId),
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
  const now = deps.now();
  return rows.map(({ row, n }) => toConversation(row, Number(n), now));
}

export async function getConversation(deps: ConversationDeps, ownerId: string, id: string, language: TLanguage) {
  const row = await getOwnedConversation(deps.db, ownerId, id);
  const messages = await deps.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(asc(conversationMessages.position));
  return {
    ...toConversation(row, messages.length, deps.now()),
    messages: messages.map((message) => toChatMessage(message, language)),
  };
}

/** Deletes the owner's conversations; any id that is not one of them fails the whole request with `NOT_FOUND`. */
export async function removeConversations(deps: ConversationDeps, ownerId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const owned = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), inArray(conversations.id, unique)));
  if (owned.length !== unique.length) throw new AppError('NOT_FOUND');
  await deps.db.delete(conversations).where(and(eq(conversations.ownerId, ownerId), inArray(conversations.id, unique)));
}

export async function ownedMessage(deps: ConversationDeps, ownerId: string, conversationId: string, messageId: string) {
  const conversation = await getOwnedConversation(deps.db, ownerId, conversationId);
  const [message] = await deps.db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId)));
  if (!message) throw new AppError('NOT_FOUND');
  return { conversation, message };
}

/** Deletes a question with its reply (or a reply with its question); refused while a reply streams. */
export async function deleteMessage(
  deps: ConversationDeps,
  ownerId: string,
  conversationId: string,
  messageId: string,
) {
  const { conversation, message } = await ownedMessage(deps, ownerId, conversationId, messageId);
  if (isStreaming(conversation, deps.now())) throw new AppError('CONVERSATION_BUSY');
  const pair = message.role === 'user' ? message.position + 1 : message.position - 1;
  const pairRole = message.role === 'user' ? 'assistant' : 'user';
  await deps.db
    .delete(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        or(
          eq(conversationMessages.id, messageId),
          and(eq(conversationMessages.position, pair), eq(conversationMessages.role, pairRole)),
        ),
      ),
    );
}

/** Sets (or clears, with null) the user's thumb on a reply, with optional feedback. */
export async function thumbMessage(
  deps: ConversationDeps,
  ownerId: string,
  input: { conversation_id: string; message_id: string; thumbup: boolean | null; feedback?: string | undefined },
  language: TLanguage,
): Promise<TChatMessage> {
  const { message } = await ownedMessage(deps, ownerId, input.conversation_id, input.message_id);
  if (message.role !== 'assistant') throw new AppError('BAD_REQUEST');
  const [updated] = await deps.db
    .update(conversationMessages)
    .set({ thumbup: input.thumbup, feedback: input.thumbup === null ? null : (input.feedback ?? null) })
    .where(eq(conversationMessages.id, message.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return toChatMessage(updated, language);
}

/**
 * Claims the conversation for one streaming reply: atomically, so two questions at once (even on
 * two servers) cannot both stream. `CONVERSATION_BUSY` while another reply holds it;
 * `CONVERSATION_TOO_MANY_STREAMS` while the user has `streamsPerUser` replies streaming elsewhere
 * (checked in the same statement: two claims racing may pass it together, a soft cap).
 */
export async function claimStream(deps: ConversationDeps, ownerId: string, conversationId: string) {
  const now = deps.now();
  const leaseStart = new Date(now.getTime() - STREAM_LEASE_MS);
  const max = CONVERSATION_LIMITS.streamsPerUser;
  const isFree = or(isNull(conversations.streamingSince), lt(conversations.streamingSince, leaseStart));
  const streaming = sql`(select count(*) from ${conversations} as other
    where other.owner_id = ${ownerId} and other.streaming_since >= ${leaseStart.toISOString()}::timestamptz)`;
  const [claimed] = await deps.db
    .update(conversations)
    .set({ streamingSince: now })
    .where(
      and(eq(conversations.id, conversationId), eq(conversations.ownerId, ownerId), isFree, sql`${streaming} < ${max}`),
    )
    .returning();
  if (claimed) return claimed;
  const row = await getOwnedConversation(deps.db, ownerId, conversationId);
  if (isStreaming(row, now)) throw new AppError('CONVERSATION_BUSY');
  throw new AppError('CONVERSATION_TOO_MANY_STREAMS', { params: { max } });
}

/** Frees the conversation after its reply ended (or failed), and marks it active now. */
export async function releaseStream(deps: ConversationDeps, conversationId: string): Promise<void> {
  await deps.db
    .update(conversations)
    .set({ streamingSince: null, updatedAt: deps.now() })
    .where(eq(conversations.id, conversationId));
}
