import type { TLanguage, TModelAssumptionsInput, TModelOptions, TModelSettings, TModelValues } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';
import { dcfModels } from '../db/schema.js';
import { checkModelOptions } from './full-account-rule.js';
import { toModelValues } from './get-model.js';
import { getOwnedModel } from './get-owned-model.js';
import type { TAssumptions, TModelDefaults } from './model-defaults.js';
import type { ModelDeps } from './model-deps.js';
import { composeModelInput, modelResults, type TModelFacts, valuationRefusal, valueModel } from './model-valuation.js';

/** A save: the assumptions checked by the contract's `ZModelAssumptionsInputSchema` (ranges and sizes). */
export type TUpdateModelInput = {
  name?: string | undefined;
  assumptions?: TModelAssumptionsInput | null | undefined;
  /** Checked by the contract's `ZModelSettingsSchema`; null returns to the defaults. */
  settings?: TModelSettings | null | undefined;
};

/**
 * Renames a model and/or saves its settings and assumptions. Assumptions are saved only if the engine can value
 * them (else `VALUATION_INVALID_INPUT` with the reason in the reader's language, nothing saved);
 * `null` returns to the defaults. A forecast length other than the model's own is held to the
 * full-account rule of creation. Results are recomputed by the same engine the browser runs.
 */
export async function updateModel(
  deps: ModelDeps,
  session: Session,
  modelId: string,
  input: TUpdateModelInput,
  language: TLanguage,
): Promise<TModelValues> {
  const row = await getOwnedModel(deps.db, session.user.id, modelId);
  toModelValues(row, language); // refuses a model still being built
  const changes: Partial<typeof dcfModels.$inferInsert> = { updatedAt: deps.now() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.settings !== undefined) changes.settings = input.settings;
  if (input.assumptions !== undefined) {
    const saved = (input.assumptions ?? null) as TAssumptions | null;
    const defaults = row.defaults as TModelDefaults;
    const options = row.options as TModelOptions;
    // Saved forecast years replace the ones the model's options set at creation: the same rule holds.
    checkModelOptions(session, { ...options, forecast_years: saved?.defaults?.years ?? options.forecast_years });
    const current = row.modelInput as TModelFacts;
    const facts: TModelFacts = {
      history: current.history,
      valuationDate: current.valuationDate,
      ...(current.price === undefined ? {} : { price: current.price }),
    };
    const modelInput = composeModelInput(facts, defaults.assumptions, saved);
    const valued = valueModel(modelInput);
    if (!valued.ok) throw valuationRefusal(valued, language, 'assumptions.');
    const currency = (row.results as { currency: string }).currency;
    changes.assumptions = saved;
    changes.modelInput = modelInput;
    changes.results = modelResults(modelInput, valued.model, currency);
  }
  const [updated] = await deps.db.update(dcfModels).set(changes).where(eq(dcfModels.id, row.id)).returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return toModelValues(updated, language);
}
