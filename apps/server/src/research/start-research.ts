import {
  LLM_MODEL_TYPE_LABELS,
  RESEARCH_AREA_LIMITS,
  type TLanguage,
  type TResearch,
  type ZNewResearchRequestSchema,
} from '@app/contract';
import { startResearch } from '@app/research';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import { knowledgeBases, researchSessions } from '../db/schema.js';
import { fieldError } from '../knowledge/kb-models.js';
import { defaultClientFor } from '../llm/llm-service.js';
import type { ResearchDeps } from './research-deps.js';
import { saveState } from './research-store.js';
import { researchView } from './research-view.js';

/**
 * `research/new`: a session in its first phase, with its first work queued (the plan, or the item
 * breakdown). Without a chat model nothing could draft the plan: `LLM_NOT_CONFIGURED`, nothing stored.
 */
export async function newResearch(
  deps: ResearchDeps,
  ownerId: string,
  input: z.output<typeof ZNewResearchRequestSchema>,
  language: TLanguage,
): Promise<TResearch> {
  try {
    await defaultClientFor(deps.llm, ownerId, 'chat');
  } catch (error) {
    if (error instanceof AppError && error.code === 'LLM_NOT_CONFIGURED')
      throw new AppError('LLM_NOT_CONFIGURED', { params: { kind: LLM_MODEL_TYPE_LABELS.chat } });
    throw error;
  }
  const db = deps.database.db;
  const [held] = await db.select({ n: count() }).from(researchSessions).where(eq(researchSessions.ownerId, ownerId));
  if (Number(held?.n ?? 0) >= RESEARCH_AREA_LIMITS.sessionsPerUser) throw new AppError('RESEARCH_TOO_MANY');
  const kbIds = [...new Set(input.kb_ids)];
  if (kbIds.length > 0) {
    const owned = await db
      .select({ id: knowledgeBases.id })
      .from(knowledgeBases)
      .where(and(eq(knowledgeBases.ownerId, ownerId), inArray(knowledgeBases.id, kbIds)));
    if (owned.length !== kbIds.length) throw fieldError('kb_ids', 'research_kb_not_found', language);
  }
  const { state, effects } = startResearch(input);
  const now = deps.now();
  const [row] = await db
    .insert(researchSessions)
    .values({ ownerId, language, state, kbIds, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('research not inserted');
  return researchView(deps, await saveState(deps, row, state, effects));
}
