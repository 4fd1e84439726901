import type {
  TBreakdownHistory,
  TDataSheet,
  TDataSheetModification,
  TDataSheetPreview,
  TDataSheetText,
  TLanguage,
  TModelAssumptionsInput,
  TModelValues,
} from '@app/contract';
import type { TModel, TModelInput } from '@app/valuation';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { dcfModels, type TStoredBreakdown } from '../../db/schema.js';
import { type BreakdownDeps, breakdownContextOf, breakdownData, breakdownOf } from '../breakdown/breakdown-context.js';
import { toModelValues } from '../get-model.js';
import { type DcfModelRow, getOwnedModel } from '../get-owned-model.js';
import type { TAssumptions, TModelDefaults } from '../model-defaults.js';
import {
  boundedModelInput,
  composeModelInput,
  modelResults,
  type TModelFacts,
  valuationRefusal,
  valueModel,
} from '../model-valuation.js';
import { dataSheetDocument, type TSheetSegment } from './data-sheet-document.js';
import {
  applyModifications,
  refusalFields,
  type TAppliedModifications,
  type TModificationTarget,
} from './data-sheet-modifications.js';

/** The database, the clock and the filings a breakdown's segments are read from. */
export type DataSheetDeps = BreakdownDeps;

type TRawModifications = string | readonly unknown[];

/** `model/dcf/data_sheet`: the model as a data-sheet document. */
export async function getDataSheet(
  deps: DataSheetDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TDataSheet> {
  const target = await loadDataSheetTarget(deps, ownerId, modelId, language);
  return target.sheet;
}

/** `model/dcf/data_sheet/preview`: each change before and after, and the valuation it gives; nothing saved. */
export async function previewDataSheet(
  deps: DataSheetDeps,
  ownerId: string,
  modelId: string,
  raw: TRawModifications,
  language: TLanguage,
): Promise<TDataSheetPreview> {
  const target = await loadDataSheetTarget(deps, ownerId, modelId, language);
  return previewModifications(target, raw, language).preview;
}

/** A loaded model's preview of modifications, with the modifications as parsed (refused: `DATA_SHEET_TOOL_PARSE_FAILURE`). */
export function previewModifications(
  target: TDataSheetTarget,
  raw: TRawModifications,
  language: TLanguage,
): { modifications: TDataSheetModification[]; preview: TDataSheetPreview } {
  const applied = applyRaw(target, raw, language);
  return {
    modifications: applied.modifications,
    preview: {
      model_id: target.row.id,
      updated_at: target.sheet.Header.updated_at,
      changes: applied.changes,
      valuation: { before: figuresOf(target.model), after: figuresOf(applied.model) },
    },
  };
}

/**
 * `model/dcf/data_sheet/apply`: the accepted changes saved as previewed and the model re-valued. A
 * model saved since the preview is not written over (`DATA_SHEET_CHANGED`): the update is made only
 * where the row still has the revision the preview read.
 */
export async function applyDataSheet(
  deps: DataSheetDeps,
  ownerId: string,
  modelId: string,
  raw: TRawModifications,
  previewedAt: string,
  language: TLanguage,
): Promise<TModelValues> {
  const target = await loadDataSheetTarget(deps, ownerId, modelId, language);
  if (target.sheet.Header.updated_at !== previewedAt) throw new AppError('DATA_SHEET_CHANGED');
  const applied = applyRaw(target, raw, language);
  const currency = (target.row.results as { currency: string }).currency;
  const [updated] = await deps.db
    .update(dcfModels)
    .set({
      assumptions: applied.saved,
      modelInput: applied.input,
      results: modelResults(applied.input, applied.model, currency),
      dataSheetTexts: applied.texts.length > 0 ? applied.texts : null,
      ...(applied.breakdown ? { revenueBreakdown: applied.breakdown } : {}),
      updatedAt: deps.now(),
    })
    .where(and(eq(dcfModels.id, target.row.id), eq(dcfModels.updatedAt, target.row.updatedAt)))
    .returning();
  if (!updated) throw new AppError('DATA_SHEET_CHANGED');
  return toModelValues(updated, language);
}

/** The modifications applied to the target, or `DATA_SHEET_TOOL_PARSE_FAILURE` with each refused one's reason. */
function applyRaw(target: TModificationTarget, raw: TRawModifications, language: TLanguage): TAppliedModifications {
  const outcome = applyModifications(target, raw, language);
  if (!outcome.ok) {
    throw new AppError('DATA_SHEET_TOOL_PARSE_FAILURE', {
      params: { count: outcome.refusals.length },
      fields: refusalFields(outcome.refusals),
    });
  }
  return outcome.applied;
}

export type TDataSheetTarget = TModificationTarget & { row: DcfModelRow };

/** An owned, built model as a data sheet, with what its modifications act on. */
export async function loadDataSheetTarget(
  deps: Pick<DataSheetDeps, 'db' | 'filings'>,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TDataSheetTarget> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  const values = toModelValues(row, language); // refuses a model still being built
  const input = boundedModelInput(values.model_input, language);
  const valued = valueModel(input);
  if (!valued.ok) throw valuationRefusal(valued, language);
  const saved = (row.assumptions as TModelAssumptionsInput | null) ?? null;
  const defaults = (row.defaults as TModelDefaults).assumptions;
  const facts: TModelFacts = {
    history: input.history,
    valuationDate: input.valuationDate,
    ...(input.price === undefined ? {} : { price: input.price }),
  };
  const texts: TDataSheetText[] = row.dataSheetTexts ?? [];
  const breakdown = await segmentsOf(deps, row, input, valued.model);
  const sheet = dataSheetDocument({
    header: {
      model_id: row.id,
      company: values.company.name ?? row.name,
      ticker: row.ticker || null,
      currency: values.results.currency,
      valuation_date: String(input.valuationDate),
      updated_at: row.updatedAt.toISOString(),
    },
    input,
    model: valued.model,
    saved,
    texts,
    breakdown: breakdown && { id: breakdown.saved.breakdown_id, lines: breakdown.lines },
  });
  return {
    row,
    sheet,
    input,
    model: valued.model,
    saved,
    texts,
    breakdown: breakdown && { history: breakdown.history, saved: breakdown.saved },
    defaults: defaults as TModelAssumptionsInput,
    value: (next) => {
      const composed = composeModelInput(facts, defaults, next as TAssumptions | null);
      const result = valueModel(composed);
      return result.ok ? { ok: true, input: composed, model: result.model } : result;
    },
  };
}

/**
 * The model's saved revenue breakdown: its history as filed, its lines as forecast and the growths
 * saved; null when none is saved or its filing cannot be read now.
 */
async function segmentsOf(
  deps: Pick<DataSheetDeps, 'filings'>,
  row: DcfModelRow,
  input: TModelInput,
  model: TModel,
): Promise<{ history: TBreakdownHistory; lines: TSheetSegment[]; saved: TStoredBreakdown } | null> {
  const saved = row.revenueBreakdown;
  if (!saved || !deps.filings) return null;
  try {
    const context = await breakdownContextOf(deps, row, input, model);
    const data = breakdownData(context, model, breakdownOf(context, saved.breakdown_id), saved);
    return { history: data.breakdown, lines: data.forecast.lines, saved };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The modifications that take the model from its saved assumptions to `proposed` (a review's
 * suggested change laid over them): every editable value whose number changes, as an update of
 * that value. Null when the engine refuses the proposal or nothing on the sheet would change.
 */
export function modificationsTowards(
  target: TDataSheetTarget,
  proposed: TModelAssumptionsInput,
  reason: string,
): TDataSheetModification[] | null {
  const valued = target.value(proposed);
  if (!valued.ok) return null;
  const after = dataSheetDocument({
    header: target.sheet.Header,
    input: valued.input,
    model: valued.model,
    saved: proposed,
    texts: target.texts,
    breakdown: null,
  });
  const before = new Map(target.sheet.Values.map((value) => [value.id, value]));
  const modifications: TDataSheetModification[] = [];
  for (const value of after.Values) {
    const was = before.get(value.id);
    if (!was || value.value === null || (value.status !== 'input' && value.status !== 'default')) continue;
    if (was.value !== null && Math.abs(was.value - value.value) <= 1e-12 * Math.max(1, Math.abs(value.value))) continue;
    modifications.push({ operation: 'update', entity: 'Values', id: value.id, data: { value: value.value }, reason });
  }
  return modifications.length > 0 ? modifications : null;
}

function figuresOf(model: TModel) {
  const { bridge } = model.dcf;
  return {
    value_per_share: bridge.valuePerShare,
    enterprise_value: bridge.enterpriseValue,
    equity_value: bridge.equityValue,
  };
}
