import type { TModelOptions, TModelResults } from '@app/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { dcfModels } from '../db/schema.js';
import type { ModelDeps } from './model-deps.js';

/** The owner's built models, newest first (models still being built, or failed, are not listed). */
export async function findModels(deps: ModelDeps, ownerId: string) {
  const rows = await deps.db
    .select({
      id: dcfModels.id,
      name: dcfModels.name,
      ticker: dcfModels.ticker,
      options: dcfModels.options,
      results: dcfModels.results,
      createdAt: dcfModels.createdAt,
      updatedAt: dcfModels.updatedAt,
    })
    .from(dcfModels)
    .where(and(eq(dcfModels.ownerId, ownerId), isNotNull(dcfModels.results)))
    .orderBy(desc(dcfModels.createdAt), desc(dcfModels.id));
  return {
    items: rows.map((row) => {
      const results = row.results as TModelResults;
      return {
        model_id: row.id,
        name: row.name,
        ticker: row.ticker,
        period: (row.options as TModelOptions).period,
        terminal_growth: results.terminal_growth,
        implied_price_per_share: results.implied_price_per_share,
        currency: results.currency,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    }),
  };
}
