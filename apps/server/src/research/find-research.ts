import type { TResearch, TResearchSummary } from '@app/contract';
import { RESEARCH_AREA_LIMITS } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { researchSessions } from '../db/schema.js';
import type { ResearchDeps } from './research-deps.js';
import { getOwnedResearch } from './research-store.js';
import { researchSummary, researchView } from './research-view.js';

/** `research/list`: the owner's sessions, most recently changed first. */
export async function findResearch(deps: Pick<ResearchDeps, 'database'>, ownerId: string): Promise<TResearchSummary[]> {
  const rows = await deps.database.db
    .select()
    .from(researchSessions)
    .where(eq(researchSessions.ownerId, ownerId))
    .orderBy(desc(researchSessions.updatedAt))
    .limit(RESEARCH_AREA_LIMITS.sessionsPerUser);
  return rows.map(researchSummary);
}

/** `research/get`. */
export async function getResearch(deps: ResearchDeps, ownerId: string, researchId: string): Promise<TResearch> {
  return researchView(deps, await getOwnedResearch(deps.database.db, ownerId, researchId));
}
