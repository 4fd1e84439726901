import {
  BUILTIN_EMBEDDING_ID,
  defaultParserConfig,
  KB_LIMITS,
  type TKnowledgeBase,
  type TLanguage,
  type ZCreateKbRequestSchema,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../accounts/account-deps.js';
import { AppError } from '../app-error.js';
import { knowledgeBases } from '../db/schema.js';
import { getTenantInfo } from '../llm/tenant-defaults.js';
import { fieldError, isOwnModel } from './kb-models.js';
import { countsOf, kbView } from './kb-view.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/**
 * Creates a knowledge base. Its embedding model is the one given (one of the user's), else the
 * user's default, else the built-in one; its language the user's unless given.
 */
export async function createKb(
  deps: KnowledgeDeps,
  ownerId: string,
  input: z.output<typeof ZCreateKbRequestSchema>,
  language: TLanguage,
): Promise<TKnowledgeBase> {
  const db = deps.database.db;
  const [owned] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(knowledgeBases)
    .where(eq(knowledgeBases.ownerId, ownerId));
  if (Number(owned?.n ?? 0) >= KB_LIMITS.knowledgeBasesPerUser)
    throw new AppError('KB_TOO_MANY', { params: { max: KB_LIMITS.knowledgeBasesPerUser } });
  const embdId = input.embd_id ?? (await getTenantInfo(deps.llm, ownerId)).embd_id ?? BUILTIN_EMBEDDING_ID;
  if (!(await isOwnModel(db, ownerId, embdId, 'embedding')))
    throw fieldError('embd_id', 'kb_embd_id_invalid', language);
  const now = deps.now();
  try {
    const [row] = await db
      .insert(knowledgeBases)
      .values({
        ownerId,
        name: input.name,
        avatar: input.avatar ?? null,
        description: input.description ?? '',
        language: input.language ?? language,
        permission: input.permission,
        embdId,
        parserId: input.parser_id,
        parserConfig: input.parser_config ?? defaultParserConfig(),
        similarityThreshold: input.similarity_threshold,
        vectorSimilarityWeight: input.vector_similarity_weight,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('knowledge base not inserted');
    return kbView(row, countsOf(null));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('KB_NAME_TAKEN', { params: { name: input.name } });
    throw error;
  }
}
