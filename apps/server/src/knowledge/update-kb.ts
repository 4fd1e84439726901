import type { TKnowledgeBase, TLanguage, ZUpdateKbRequestSchema } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../accounts/account-deps.js';
import { AppError } from '../app-error.js';
import { files, kbChunks, knowledgeBases } from '../db/schema.js';
import { KNOWLEDGE_BASE_FOLDER, safeFileName } from '../files/file-store.js';
import { getOwnedKb } from './get-owned.js';
import { fieldError, isOwnModel } from './kb-models.js';
import { kbView, kbWithCounts } from './kb-view.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/**
 * Changes a knowledge base's fields given. The embedding model stays once the knowledge base has a
 * chunk (`KB_EMBEDDING_LOCKED`): its vectors and a question's would come from different models.
 */
export async function updateKb(
  deps: KnowledgeDeps,
  ownerId: string,
  input: z.output<typeof ZUpdateKbRequestSchema>,
  language: TLanguage,
): Promise<TKnowledgeBase> {
  const db = deps.database.db;
  const kb = await getOwnedKb(db, ownerId, input.kb_id);
  if (input.embd_id !== undefined && input.embd_id !== kb.embdId) {
    if (!(await isOwnModel(db, ownerId, input.embd_id, 'embedding')))
      throw fieldError('embd_id', 'kb_embd_id_invalid', language);
    const [chunk] = await db.select({ one: sql`1` }).from(kbChunks).where(eq(kbChunks.kbId, kb.id)).limit(1);
    if (chunk) throw new AppError('KB_EMBEDDING_LOCKED');
  }
  try {
    await db
      .update(knowledgeBases)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.avatar !== undefined && { avatar: input.avatar }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.permission !== undefined && { permission: input.permission }),
        ...(input.embd_id !== undefined && { embdId: input.embd_id }),
        ...(input.parser_id !== undefined && { parserId: input.parser_id }),
        ...(input.parser_config !== undefined && { parserConfig: input.parser_config }),
        ...(input.similarity_threshold !== undefined && { similarityThreshold: input.similarity_threshold }),
        ...(input.vector_similarity_weight !== undefined && { vectorSimilarityWeight: input.vector_similarity_weight }),
        updatedAt: deps.now(),
      })
      .where(eq(knowledgeBases.id, kb.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('KB_NAME_TAKEN', { params: { name: input.name ?? kb.name } });
    throw error;
  }
  if (input.name !== undefined && input.name !== kb.name) await renameKbFolder(deps, ownerId, kb.name, input.name);
  const updated = await kbWithCounts(db, kb.id);
  if (!updated) throw new AppError('NOT_FOUND');
  return kbView(updated.kb, updated.counts);
}

/**
 * The knowledge base's folder under `.knowledgebase` follows its name, so that its uploads stay in
 * one folder. A folder of the new name already there (made by hand before the rule) keeps both.
 */
async function renameKbFolder(deps: KnowledgeDeps, ownerId: string, from: string, to: string): Promise<void> {
  const db = deps.database.db;
  const [top] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.parentId), eq(files.name, KNOWLEDGE_BASE_FOLDER)));
  if (!top) return;
  try {
    await db
      .update(files)
      .set({ name: safeFileName(to), updatedAt: deps.now() })
      .where(
        and(
          eq(files.ownerId, ownerId),
          eq(files.parentId, top.id),
          eq(files.name, safeFileName(from)),
          eq(files.type, 'folder'),
        ),
      );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
