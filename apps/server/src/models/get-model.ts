import {
  renderAssumptionSource,
  type TCompanyProfileView,
  type TLanguage,
  type TMarketInputsView,
  type TMissingData,
  type TModelOptions,
  type TModelResults,
  type TModelValues,
  ZModelSettingsSchema,
} from '@app/contract';
import { AppError } from '../app-error.js';
import { missingData } from '../market/missing-data.js';
import { type DcfModelRow, getOwnedModel } from './get-owned-model.js';
import type { TModelDefaults } from './model-defaults.js';
import type { ModelDeps } from './model-deps.js';

/** A built model of this owner; one still being built (or failed) is `MODEL_NOT_READY`. */
export async function getModel(deps: ModelDeps, ownerId: string, modelId: string, language: TLanguage) {
  return toModelValues(await getOwnedModel(deps.db, ownerId, modelId), language);
}

/** The API view of a stored model, its gaps and its defaults' sources said again in the reader's language. */
export function toModelValues(row: DcfModelRow, language: TLanguage): TModelValues {
  if (!row.results || !row.modelInput || !row.company || !row.market || !row.defaults) {
    throw new AppError('MODEL_NOT_READY');
  }
  const company = row.company as TCompanyProfileView;
  const market = row.market as TMarketInputsView;
  return {
    model_id: row.id,
    name: row.name,
    ticker: row.ticker,
    document_id: row.documentId ?? null,
    options: row.options as TModelOptions,
    company: { ...company, missing: relocalize(company.missing, language) },
    market: { ...market, missing: relocalize(market.missing, language) },
    model_input: row.modelInput as Record<string, unknown>,
    assumptions: row.assumptions as Record<string, unknown> | null,
    // Parsed on read: older rows (null) and fields added since take their defaults.
    settings: ZModelSettingsSchema.parse(row.settings ?? {}),
    defaults: localizedDefaults(row.defaults as TModelDefaults, language),
    results: row.results as TModelResults,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The defaults with each source's sentence in the reader's language (older models: as stored). */
function localizedDefaults(defaults: TModelDefaults, language: TLanguage): TModelValues['defaults'] {
  return {
    assumptions: defaults.assumptions,
    sources: defaults.sources.map((entry) => ({
      item: entry.item,
      value: entry.value,
      source: renderAssumptionSource(entry, language),
    })),
  };
}

function relocalize(missing: TMissingData[], language: TLanguage): TMissingData[] {
  return missing.map((gap) => missingData(gap.item, gap.series, language));
}
