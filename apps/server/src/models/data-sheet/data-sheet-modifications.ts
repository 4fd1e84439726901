import {
  DATA_SHEET_LIMITS,
  dataSheetRefusal,
  localizeIssues,
  type TDataSheet,
  type TDataSheetChange,
  type TDataSheetModification,
  type TDataSheetRefusal,
  type TDataSheetText,
  type TFieldError,
  type TLanguage,
  type TModelAssumptionsInput,
  valuationReason,
  ZDataSheetModificationSchema,
  ZDataSheetTextSchema,
  ZModelAssumptionsInputSchema,
} from '@app/contract';
import type { TModel, TModelInput } from '@app/valuation';
import type { TStoredBreakdown } from '../../db/schema.js';
import { fiscalYearContext } from './data-sheet-document.js';
import { effectiveDrivers, PER_YEAR_ITEMS, SCALAR_ITEMS, type TPerYearItemId } from './data-sheet-items.js';
import {
  editSegmentGrowth,
  SEGMENT_GROWTH,
  segmentEffects,
  segmentForecast,
  segmentGrowthIn,
  type TSegmentState,
  type TSegmentTarget,
} from './data-sheet-segments.js';

/** A refused modification: its index in the set and why, in the reader's language. */
export type TRefusal = { index: number; message: string };

/**
 * A tool's modifications as sent: an array, a JSON text of one (fenced in ``` or not), or
 * `{"modifications": [...]}`. Each is checked by the contract's schema; those that are not
 * modifications are refused with the reason.
 */
function parseModifications(
  raw: string | readonly unknown[],
  language: TLanguage,
): { modifications: (TDataSheetModification | null)[]; refusals: TRefusal[] } {
  let items: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw
      .trim()
      .replace(/^```(?:json)?\s*/i, '')
      .replace(/```$/, '');
    try {
      items = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof SyntaxError ? error.message : 'unreadable';
      return {
        modifications: [],
        refusals: [{ index: 0, message: dataSheetRefusal('not_json', language, { reason }) }],
      };
    }
  }
  if (items && typeof items === 'object' && !Array.isArray(items) && 'modifications' in items) {
    items = (items as { modifications: unknown }).modifications;
  }
  if (!Array.isArray(items)) items = [items];
  const list = (items as unknown[]).slice(0, DATA_SHEET_LIMITS.maxModifications + 1);
  if (list.length > DATA_SHEET_LIMITS.maxModifications) {
    const reason = `more than ${DATA_SHEET_LIMITS.maxModifications}`;
    return {
      modifications: [],
      refusals: [{ index: 0, message: dataSheetRefusal('not_a_modification', language, { reason }) }],
    };
  }
  const refusals: TRefusal[] = [];
  const modifications = list.map((item, index) => {
    const parsed = ZDataSheetModificationSchema.safeParse(item);
    if (parsed.success) return parsed.data;
    const reason = localizeIssues(parsed.error.issues, language)
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
      .join('; ');
    refusals.push({ index, message: dataSheetRefusal('not_a_modification', language, { reason }) });
    return null;
  });
  return { modifications, refusals };
}

/** What a set of modifications acts on: the model as valued and saved. */
export type TModificationTarget = {
  sheet: TDataSheet;
  input: TModelInput;
  model: TModel;
  saved: TModelAssumptionsInput | null;
  texts: readonly TDataSheetText[];
  /** The model's saved revenue breakdown (null: none, or its filing cannot be read now). */
  breakdown: TSegmentTarget | null;
  /** The model's own default assumptions, which the saved ones replace key by key. */
  defaults: TModelAssumptionsInput;
  /** Values the model with these saved assumptions (null: the defaults), as a save would. */
  value(
    saved: TModelAssumptionsInput | null,
  ): { ok: true; input: TModelInput; model: TModel } | { ok: false; code: string; field: string };
};

export type TAppliedModifications = {
  /** The modifications as parsed, in the order sent. */
  modifications: TDataSheetModification[];
  saved: TModelAssumptionsInput | null;
  texts: TDataSheetText[];
  input: TModelInput;
  model: TModel;
  /** The breakdown's saved growths after the changes (null: the model has no breakdown). */
  breakdown: TStoredBreakdown | null;
  changes: TDataSheetChange[];
};

const SCALARS = new Map(SCALAR_ITEMS.map((item) => [item.id, item]));
const PER_YEAR = new Set<string>(PER_YEAR_ITEMS.map((item) => item.id));

/**
 * Parses a tool's modifications and applies them one after another to the saved assumptions and the
 * notes, each valued by the engine before the next: one that is not a modification, or that the
 * contract's ranges or the engine refuse (with the engine's reason), is refused, as is one on a filed
 * or computed value or a read-only section. Any refusal refuses the whole set (each named by its
 * index in the set as sent); otherwise the result is what a save would store, with each change's
 * value before and after.
 */
export function applyModifications(
  target: TModificationTarget,
  raw: string | readonly unknown[],
  language: TLanguage,
): { ok: true; applied: TAppliedModifications } | { ok: false; refusals: TRefusal[] } {
  const parsed = parseModifications(raw, language);
  const values = new Map(target.sheet.Values.map((value) => [value.id, value]));
  const units = new Map(target.sheet.ItemDefinitions.map((item) => [item.id, item.unit]));
  const years = target.model.forecast.fiscalYears.map(fiscalYearContext);
  let state: TState = {
    saved: target.saved,
    input: target.input,
    model: target.model,
    breakdown: target.breakdown?.saved ?? null,
  };
  let texts = [...target.texts];
  const refusals: TRefusal[] = [...parsed.refusals];
  const changes: TDataSheetChange[] = [];
  const refuse = (index: number, refusal: TDataSheetRefusal, params: Record<string, string>): false => {
    refusals.push({ index, message: dataSheetRefusal(refusal, language, params) });
    return false;
  };

  /** Applies one modification to the state so far; false when it is refused. */
  const step = (modification: TDataSheetModification, index: number): boolean => {
    const { operation, entity, id } = modification;
    const change = {
      index,
      operation,
      entity,
      id,
      reason: modification.reason ?? null,
      effects: [],
    };
    if (entity === 'Texts') {
      const outcome = changeText(texts, modification, language);
      if ('refusal' in outcome) return refuse(index, outcome.refusal, { id, ...outcome.params });
      changes.push({
        ...change,
        item: outcome.item,
        time_context: outcome.timeContext,
        unit: null,
        before: outcome.before,
        after: outcome.after,
      });
      texts = outcome.texts;
      return true;
    }
    if (entity !== 'Values') return refuse(index, 'read_only_section', { section: entity });
    const current = values.get(id);
    if (operation === 'add') return refuse(index, current ? 'value_exists' : 'unknown_value', { id });
    if (!current) return refuse(index, 'unknown_value', { id });
    if (current.status === 'reported' || current.status === 'derived') return refuse(index, 'value_reported', { id });
    if (current.segment !== null && current.item === SEGMENT_GROWTH && target.breakdown) {
      return stepSegment(target.breakdown, current, modification, change);
    }
    if (current.status === 'formula' || current.segment !== null) return refuse(index, 'value_formula', { id });

    let next: TModelAssumptionsInput | null;
    let after: number | null;
    if (operation === 'remove') {
      const restored = withoutValue(target, state, current.item, current.time_context, years);
      if (restored === false) return refuse(index, 'value_not_removable', { id });
      next = restored;
      after = null;
    } else {
      const value = modification.data?.value;
      if (typeof value !== 'number' || !Number.isFinite(value)) return refuse(index, 'value_not_number', { id });
      next = withValue(state, current.item, current.time_context, years, value);
      after = value;
      if (!next) return refuse(index, 'value_formula', { id });
    }
    const checked = next === null ? null : ZModelAssumptionsInputSchema.safeParse(next);
    if (checked && !checked.success) {
      const reason = localizeIssues(checked.error.issues, language)
        .map((issue) => issue.message)
        .join('; ');
      return refuse(index, 'value_refused', { id, value: String(after), reason });
    }
    const valued = target.value(checked ? checked.data : null);
    if (!valued.ok) {
      const reason = valuationReason(valued.code, language, valued.field);
      return refuse(index, 'value_refused', { id, value: String(after), reason });
    }
    const before = currentValue(state, current.item, current.time_context, years);
    state = { ...state, saved: checked ? checked.data : null, input: valued.input, model: valued.model };
    changes.push({
      ...change,
      item: current.item,
      time_context: current.time_context,
      unit: units.get(current.item) ?? null,
      before,
      after: after ?? currentValue(state, current.item, current.time_context, years),
    });
    return true;
  };
  /** A segment's growth updated or removed through the breakdown's lines, the model re-valued. */
  const stepSegment = (
    breakdown: TSegmentTarget,
    current: TDataSheetValue,
    modification: TDataSheetModification,
    change: Omit<TDataSheetChange, 'item' | 'time_context' | 'unit' | 'before' | 'after'>,
  ): boolean => {
    const { index, id } = change;
    const growth = defaultPerYear(target, state, 'revenueGrowth');
    const defaults = { growth: growth.values ?? [], withoutGrowth: growth.bare };
    const edit = editSegmentGrowth(breakdown, state, current, modification, defaults, language);
    if (!edit.ok) return refuse(index, edit.refusal, { id, ...edit.params });
    const checked = edit.saved === null ? null : ZModelAssumptionsInputSchema.safeParse(edit.saved);
    const value = String(modification.data?.value ?? '');
    if (checked && !checked.success) {
      const reason = localizeIssues(checked.error.issues, language)
        .map((issue) => issue.message)
        .join('; ');
      return refuse(index, 'value_refused', { id, value, reason });
    }
    const valued = target.value(checked ? checked.data : null);
    if (!valued.ok) {
      return refuse(index, 'value_refused', {
        id,
        value,
        reason: valuationReason(valued.code, language, valued.field),
      });
    }
    const previous = state;
    state = {
      saved: checked ? checked.data : null,
      input: valued.input,
      model: valued.model,
      breakdown: edit.breakdown,
    };
    const member = current.segment as string;
    changes.push({
      ...change,
      item: current.item,
      time_context: current.time_context,
      unit: 'rate',
      before: segmentGrowthIn(segmentForecast(breakdown, previous), member, current.time_context),
      after: segmentGrowthIn(segmentForecast(breakdown, state), member, current.time_context),
      effects: segmentEffects(breakdown, previous, state, member, current.time_context),
    });
    return true;
  };
  for (const [index, modification] of parsed.modifications.entries()) if (modification) step(modification, index);
  if (refusals.length > 0) return { ok: false, refusals: refusals.sort((a, b) => a.index - b.index) };
  const modifications = parsed.modifications.filter((modification) => modification !== null);
  return { ok: true, applied: { ...state, modifications, texts, changes } };
}

/** Refusals as the fields of `DATA_SHEET_TOOL_PARSE_FAILURE`. */
export function refusalFields(refusals: readonly TRefusal[]): TFieldError[] {
  return refusals.map((refusal) => ({ path: `modifications.${refusal.index}`, message: refusal.message }));
}

type TState = TSegmentState;
type TDataSheetValue = TDataSheet['Values'][number];

function currentValue(state: TState, item: string, timeContext: string, years: readonly string[]): number | null {
  if (PER_YEAR.has(item)) {
    const index = years.indexOf(timeContext);
    return state.model.drivers[item as TPerYearItemId].values[index] ?? null;
  }
  return SCALARS.get(item)?.read(state.input, state.model) ?? null;
}

/** The saved assumptions with one value set; null when the item cannot be set in this model. */
function withValue(
  state: TState,
  item: string,
  timeContext: string,
  years: readonly string[],
  value: number,
): TModelAssumptionsInput | null {
  const saved = state.saved ?? {};
  if (PER_YEAR.has(item)) {
    const index = years.indexOf(timeContext);
    if (index < 0) return null;
    const perYear = [...state.model.drivers[item as TPerYearItemId].values] as number[];
    perYear[index] = value;
    return { ...saved, drivers: { ...effectiveDrivers(state.input, saved), [item]: perYear } };
  }
  return SCALARS.get(item)?.write?.(state.input, saved, value) ?? null;
}

/**
 * The saved assumptions without the user's value: a per-year driver's year returns to the model's
 * default for that year (the user's other years kept; the driver's default override again when no
 * year differs from it), a model-wide value to the model's default of its part (the discount rate,
 * the terminal value, a life, the shares). False when the value is not the user's.
 */
function withoutValue(
  target: TModificationTarget,
  state: TState,
  item: string,
  timeContext: string,
  years: readonly string[],
): TModelAssumptionsInput | null | false {
  const saved = state.saved;
  if (!saved) return false;
  if (PER_YEAR.has(item)) {
    const key = item as TPerYearItemId;
    const index = years.indexOf(timeContext);
    if (saved.drivers?.[key] === undefined || index < 0) return false;
    const { bare, values: standard } = defaultPerYear(target, state, key);
    if (!standard || !bare) return bare;
    const kept = state.model.drivers[key].values.map((value, t) => (t === index ? standard[t] : value)) as number[];
    if (kept.every((value, t) => value === standard[t])) return bare;
    return { ...saved, drivers: { ...effectiveDrivers(state.input, saved), [key]: kept } };
  }
  const scalar = SCALARS.get(item);
  if (!scalar?.isSaved(saved)) return false;
  if (scalar.group === 'driver' && item !== 'shares') return withDriverDefault(target, state.input, saved, item);
  const part = scalar.group === 'discount_rate' ? 'discountRate' : scalar.group === 'terminal' ? 'terminal' : 'shares';
  const { [part]: _removed, ...rest } = saved;
  return Object.keys(rest).length === 0 ? null : rest;
}

/**
 * The saved assumptions with a driver back to the model's default override (or the engine's), and
 * its values per year then (null when the engine refuses them).
 */
function defaultPerYear(
  target: TModificationTarget,
  state: TState,
  key: TPerYearItemId,
): { bare: TModelAssumptionsInput | null; values: readonly number[] | null } {
  if (!state.saved) return { bare: null, values: state.model.drivers[key].values };
  const bare = withDriverDefault(target, state.input, state.saved, key);
  const valued = target.value(bare);
  return { bare, values: valued.ok ? valued.model.drivers[key].values : null };
}

/** The saved assumptions with one driver back to the model's default override (none: the engine's). */
function withDriverDefault(
  target: TModificationTarget,
  input: TModelInput,
  saved: TModelAssumptionsInput,
  key: string,
): TModelAssumptionsInput {
  const drivers: Record<string, unknown> = { ...effectiveDrivers(input, saved) };
  const fallback = (target.defaults.drivers as Record<string, unknown> | undefined)?.[key];
  if (fallback === undefined) delete drivers[key];
  else drivers[key] = fallback;
  return { ...saved, drivers } as TModelAssumptionsInput;
}

type TTextOutcome =
  | { refusal: TDataSheetRefusal; params?: Record<string, string> }
  | {
      texts: TDataSheetText[];
      item: string | null;
      timeContext: string | null;
      before: string | null;
      after: string | null;
    };

function changeText(
  texts: readonly TDataSheetText[],
  modification: TDataSheetModification,
  language: TLanguage,
): TTextOutcome {
  const at = texts.findIndex((text) => text.id === modification.id);
  const existing = at >= 0 ? texts[at] : undefined;
  if (modification.operation === 'remove') {
    if (!existing) return { refusal: 'text_not_found' };
    return {
      texts: texts.filter((_, i) => i !== at),
      item: existing.item,
      timeContext: existing.time_context,
      before: existing.text,
      after: null,
    };
  }
  if (modification.operation === 'add' && existing) return { refusal: 'text_exists' };
  if (modification.operation === 'update' && !existing) return { refusal: 'text_not_found' };
  if (modification.operation === 'add' && texts.length >= DATA_SHEET_LIMITS.maxTexts)
    return { refusal: 'too_many_texts' };
  const parsed = ZDataSheetTextSchema.safeParse({
    ...(existing ?? {}),
    ...(modification.data ?? {}),
    id: modification.id,
  });
  if (!parsed.success) {
    const reason = localizeIssues(parsed.error.issues, language)
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
      .join('; ');
    return { refusal: 'text_invalid', params: { reason } };
  }
  const next = existing ? texts.map((text, i) => (i === at ? parsed.data : text)) : [...texts, parsed.data];
  return {
    texts: next,
    item: parsed.data.item,
    timeContext: parsed.data.time_context,
    before: existing?.text ?? null,
    after: parsed.data.text,
  };
}
