import type { TLanguage, TModelValues } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { dcfModels } from '../db/schema.js';
import { toModelValues } from './get-model.js';
import { getOwnedModel } from './get-owned-model.js';
import type { TAssumptions, TModelDefaults } from './model-defaults.js';
import type { ModelDeps } from './model-deps.js';
import {
  composeModelInput,
  modelResults,
  type TModelFacts,
  unknownAssumptionKeys,
  valueModel,
} from './model-valuation.js';

export type TUpdateModelInput = { name?: string; assumptions?: Record<string, unknown> | null };

/**
 * Renames a model and/or saves its assumptions. Assumptions are saved only if the engine can value
 * them (else `VALUATION_INVALID_INPUT`, nothing saved); `null` returns to the defaults. Results are
 * recomputed by the same engine the browser runs.
 */
export async function updateModel(
  deps: ModelDeps,
  ownerId: string,
  modelId: string,
  input: TUpdateModelInput,
  language: TLanguage,
): Promise<TModelValues> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  toModelValues(row, language); // refuses a model still being built
  const changes: Partial<typeof dcfModels.$inferInsert> = { updatedAt: deps.now() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.assumptions !== undefined) {
    const saved = input.assumptions as TAssumptions | null;
    if (input.assumptions) {
      const unknown = unknownAssumptionKeys(input.assumptions);
      if (unknown.length > 0) {
        throw invalid(
          `not an editable assumption: ${unknown.join(', ')}`,
          unknown.map((key) => `assumptions.${key}`),
        );
      }
    }
    const defaults = row.defaults as TModelDefaults;
    const current = row.modelInput as TModelFacts;
    const facts: TModelFacts = {
      history: current.history,
      valuationDate: current.valuationDate,
      ...(current.price === undefined ? {} : { price: current.price }),
    };
    const modelInput = composeModelInput(facts, defaults.assumptions, saved);
    const valued = valueModel(modelInput);
    if (!valued.ok) throw invalid(valued.reason, valued.field ? [`assumptions.${valued.field}`] : []);
    const currency = (row.results as { currency: string }).currency;
    changes.assumptions = saved;
    changes.modelInput = modelInput;
    changes.results = modelResults(modelInput, valued.model, currency);
  }
  const [updated] = await deps.db.update(dcfModels).set(changes).where(eq(dcfModels.id, row.id)).returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return toModelValues(updated, language);
}

function invalid(reason: string, paths: string[]): AppError {
  return new AppError('VALUATION_INVALID_INPUT', {
    params: { reason },
    fields: paths.map((path) => ({ path, message: reason })),
  });
}
