import { type TLanguage, type TModelResults, valuationReason, ZModelAssumptionsInputSchema } from '@app/contract';
import { runModel, type TModel, type TModelInput } from '@app/valuation';
import { AppError } from '../app-error.js';
import { JobFailure } from '../jobs/job-queue.js';
import type { TAssumptions } from './model-defaults.js';

/** The facts of a model that assumptions never change. */
export type TModelFacts = Pick<TModelInput, 'history' | 'valuationDate' | 'price'>;

/** The engine input: the facts, the defaults, and the saved assumptions replacing the same keys. */
export function composeModelInput(facts: TModelFacts, defaults: TAssumptions, saved: TAssumptions | null): TModelInput {
  return { ...defaults, ...(saved ?? {}), ...facts } as TModelInput;
}

/**
 * A stored engine input, held to the limits a save is held to today before heavy work (a workbook,
 * a sensitivity grid) is done with it: a model saved before the limits (500 forecast years, a WACC
 * of 10^308) is refused with `VALUATION_INVALID_INPUT` naming the field, until saved again.
 */
export function boundedModelInput(document: Record<string, unknown>, language: TLanguage): TModelInput {
  const keys = Object.keys(ZModelAssumptionsInputSchema.shape);
  const assumptions = Object.fromEntries(Object.entries(document).filter(([key]) => keys.includes(key)));
  const checked = ZModelAssumptionsInputSchema.safeParse(assumptions);
  if (!checked.success) {
    const field = checked.error.issues[0]?.path.map(String).join('.') ?? '';
    throw valuationRefusal({ code: 'INVALID_INPUT', field }, language);
  }
  return document as unknown as TModelInput;
}

/** Why the engine refused a model: its failure code (or `NOT_FINITE`, `UNREADABLE`), the field, and its English message for logs. */
export type TValuationRefusal = { ok: false; code: string; reason: string; field: string };

/**
 * Values a model input with the engine. Malformed documents (a string where the engine wants a
 * number) can make the engine throw instead of returning a failure; both become a refusal whose
 * `reason` never carries the exception's text. Results that are not finite numbers are refused too,
 * so a saved model always has numbers to show.
 */
export function valueModel(input: TModelInput): { ok: true; model: TModel } | TValuationRefusal {
  let model: ReturnType<typeof runModel>;
  try {
    model = runModel(input);
  } catch {
    return { ok: false, code: 'UNREADABLE', reason: 'the engine could not read these assumptions', field: '' };
  }
  if (!model.ok) {
    const { code, message, details } = model.error;
    return { ok: false, code, reason: message, field: String(details.field ?? details.line ?? '') };
  }
  const { bridge } = model.value.dcf;
  if (![bridge.enterpriseValue, bridge.equityValue, bridge.valuePerShare].every(Number.isFinite)) {
    return { ok: false, code: 'NOT_FINITE', reason: 'the valuation is not a finite number', field: '' };
  }
  return { ok: true, model: model.value };
}

/**
 * `VALUATION_INVALID_INPUT` for an engine refusal, its reason in the reader's language (never the
 * engine's English or an exception's text); `fieldPrefix` places the field in the request.
 */
export function valuationRefusal(
  refusal: Pick<TValuationRefusal, 'code' | 'field'>,
  language: TLanguage,
  fieldPrefix = '',
): AppError {
  const reason = valuationReason(refusal.code, language, refusal.field);
  return new AppError('VALUATION_INVALID_INPUT', {
    params: { reason },
    fields: refusal.field ? [{ path: `${fieldPrefix}${refusal.field}`, message: reason }] : [],
  });
}

/** The headline figures of a valued model. */
export function modelResults(input: TModelInput, model: TModel, currency: string): TModelResults {
  const { bridge } = model.dcf;
  return {
    wacc: model.discountRate.value,
    terminal_growth: input.terminal.method === 'perpetuity' ? input.terminal.growth : null,
    enterprise_value: bridge.enterpriseValue,
    equity_value: bridge.equityValue,
    implied_price_per_share: bridge.valuePerShare,
    current_price: bridge.price,
    upside: bridge.upside,
    currency,
  };
}

/** How a job keeps an engine refusal: `engine:<code>:<field>`, worded by the status route in the reader's language. */
const ENGINE_REFUSAL = /^engine:([A-Z_]+):(.*)$/;

/**
 * The job failure for an engine refusal (`VALUATION_NOT_POSSIBLE`): its code and field, never the
 * engine's English, so the status route can say why in the user's language (`valuationReason`).
 */
export function engineRefusal(error: { code: string; details?: Record<string, unknown> }): JobFailure {
  const details = error.details ?? {};
  const field = String(details.field ?? details.line ?? '');
  return new JobFailure('VALUATION_NOT_POSSIBLE', `engine:${error.code}:${field}`);
}

/** The reason a job stored for `VALUATION_NOT_POSSIBLE`, in a language (older jobs kept English text). */
export function refusalReason(detail: string, language: TLanguage): string {
  const match = ENGINE_REFUSAL.exec(detail);
  return match ? valuationReason(match[1] as string, language, match[2]) : detail;
}
