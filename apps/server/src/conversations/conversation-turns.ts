import { CONVERSATION_LIMITS } from '@app/contract';
import type { ModelMessage, TLlmClient } from '@app/llm';
import { sql } from 'drizzle-orm';
import { conversationImages, conversationMessages } from '../db/schema.js';
import { CHUNK_BYTES } from '../financial/file-bytes.js';
import type { ConversationDeps } from './conversation-deps.js';
import { releaseStream } from './conversation-store.js';
import type { TEventStream } from './event-stream.js';

/** The parts of a completion both assistants share: the title, the model's name, the question and reply saved, the history, the turn's end. */

/** A conversation's title from its first question: its first line, at most 80 characters. */
export function titleOf(question: string): string {
  const line = question.split('\n', 1)[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

export function modelName(client: TLlmClient): string {
  return `${client.connection.model}@${client.connection.factory}`;
}

export async function saveQuestion(
  deps: ConversationDeps,
  at: { id: string; conversationId: string; position: number },
  content: string,
  images: { bytes: Buffer; mediaType: string }[],
): Promise<void> {
  const [row] = await deps.db
    .insert(conversationMessages)
    .values({
      id: at.id,
      conversationId: at.conversationId,
      position: at.position,
      role: 'user',
      content,
      imageTypes: images.map((image) => image.mediaType),
      createdAt: deps.now(),
    })
    .returning({ id: conversationMessages.id });
  if (!row) throw new Error('question not inserted');
  // In pieces, one per statement, crossing the driver as base64 (see `financial/file-bytes.ts`).
  for (const [position, image] of images.entries()) {
    for (let piece = 0; piece * CHUNK_BYTES < image.bytes.length; piece++) {
      const base64 = image.bytes.subarray(piece * CHUNK_BYTES, (piece + 1) * CHUNK_BYTES).toString('base64');
      await deps.db.insert(conversationImages).values({
        messageId: row.id,
        position,
        piece,
        mediaType: image.mediaType,
        bytes: sql`decode(${base64}, 'base64')`,
      });
    }
  }
}

/** How a reply ended, as it is saved. */
export type TSavedReply = {
  content: string;
  toolCalls?: unknown[];
  sources: unknown[];
  usage: { input_tokens: number; output_tokens: number } | null;
  /** `name@factory` of the model that wrote it; none for an answer no model wrote (extractive). */
  model: string | null;
  status: 'complete' | 'aborted' | 'error';
  error: { code: string; params?: Record<string, string | number> } | null;
};

/** The reply, after its question (`position` is the question's). */
export async function saveReply(
  deps: ConversationDeps,
  at: { id: string; conversationId: string; position: number },
  reply: TSavedReply,
): Promise<void> {
  await deps.db.insert(conversationMessages).values({
    id: at.id,
    conversationId: at.conversationId,
    position: at.position + 1,
    role: 'assistant',
    content: reply.content,
    ...(reply.toolCalls ? { toolCalls: reply.toolCalls } : {}),
    sources: reply.sources,
    usage: reply.usage,
    model: reply.model,
    status: reply.status,
    errorCode: reply.error?.code ?? null,
    errorParams: reply.error?.params ?? null,
    createdAt: deps.now(),
  });
}

/** However a turn ended: the conversation is free for the next question and the stream is closed. */
export async function endTurn(deps: ConversationDeps, conversationId: string, stream: TEventStream): Promise<void> {
  await releaseStream(deps, conversationId).catch((error: unknown) =>
    deps.log.error({ err: error }, 'conversation not released'),
  );
  stream.end();
}

/**
 * The earlier messages the model reads with a new question: the newest `historyMessages`, text
 * only (a reply's tool results are not repeated: the model calls the tools again when it needs
 * figures), failed and empty replies left out.
 */
export type THistoryRow = Pick<typeof conversationMessages.$inferSelect, 'position' | 'role' | 'content' | 'status'>;

export function historyMessages(rows: THistoryRow[]): ModelMessage[] {
  return rows
    .filter((row) => row.content.trim() !== '' && row.status !== 'error')
    .slice(-CONVERSATION_LIMITS.historyMessages)
    .map((row) => ({ role: row.role, content: row.content }));
}
