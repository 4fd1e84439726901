import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { dcfModels } from '../db/schema.js';

export type DcfModelRow = typeof dcfModels.$inferSelect;

/**
 * A model of this owner. Someone else's model is `NOT_FOUND` exactly like a missing one, so an id
 * does not reveal that a model exists.
 */
export async function getOwnedModel(db: AppDb, ownerId: string, modelId: string): Promise<DcfModelRow> {
  const [row] = await db
    .select()
    .from(dcfModels)
    .where(and(eq(dcfModels.id, modelId), eq(dcfModels.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
