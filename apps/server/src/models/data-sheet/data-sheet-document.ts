import type { TDataSheet, TDataSheetStatus, TDataSheetText, TModelAssumptionsInput } from '@app/contract';
import type { TReportedSource } from '@app/statements';
import {
  annualHistory,
  forecastValue,
  historyLine,
  SHEET_STATEMENTS,
  type TModel,
  type TModelInput,
  type TSheetRow,
} from '@app/valuation';
import { PER_YEAR_ITEMS, SCALAR_ITEMS } from './data-sheet-items.js';

/** A breakdown line as the data sheet carries it (from `breakdown/data`). */
export type TSheetSegment = {
  member: string;
  label: string;
  role: string;
  /** Growth per forecast year; null for a subtotal. */
  growth: number[] | null;
  is_input: boolean[];
  values: number[];
};

export type TDataSheetSource = {
  header: Omit<TDataSheet['Header'], 'id' | 'unit' | 'forecast_years'>;
  input: TModelInput;
  model: TModel;
  /** The user's saved assumptions (null: the defaults). */
  saved: TModelAssumptionsInput | null;
  texts: readonly TDataSheetText[];
  breakdown: { id: string; lines: readonly TSheetSegment[] } | null;
};

const STATEMENT_GROUP = { income: 'income', balance: 'balance', cashFlow: 'cash_flow' } as const;

/** The id of a value: `item@time_context`, `#segment` for a breakdown line. */
export function valueId(item: string, timeContext: string, segment: string | null = null): string {
  return `${item}@${timeContext}${segment === null ? '' : `#${segment}`}`;
}

export const fiscalYearContext = (year: number) => `FY${year}`;

/**
 * The model as a data-sheet document: the filed history and the engine's forecast of every line of
 * the three statements, the drivers per forecast year and the model-wide assumptions, each value with
 * its status and source; the revenue breakdown's lines when the model has one; the user's notes.
 */
export function dataSheetDocument(source: TDataSheetSource): TDataSheet {
  const { input, model, saved } = source;
  const history = annualHistory(input.history);
  const years = model.forecast.fiscalYears;
  const sheet: TDataSheet = {
    Header: { id: 'header', unit: 'full', forecast_years: years.length, ...source.header },
    StatusDefinitions: [
      { id: 'reported', is_editable: false },
      { id: 'derived', is_editable: false },
      { id: 'default', is_editable: true },
      { id: 'input', is_editable: true },
      { id: 'formula', is_editable: false },
    ],
    TimeContextDefinitions: [
      ...history.map((period) => ({
        id: fiscalYearContext(period.fiscal_year),
        kind: 'actual' as const,
        fiscal_year: period.fiscal_year,
        period_end: period.period_end,
      })),
      ...years.map((year) => ({
        id: fiscalYearContext(year),
        kind: 'forecast' as const,
        fiscal_year: year,
        period_end: null,
      })),
      { id: 'model', kind: 'model', fiscal_year: null, period_end: null },
    ],
    ItemDefinitions: [],
    SegmentDefinitions: [],
    DataSourceDefinitions: [
      {
        id: 'engine',
        kind: 'engine',
        description: 'computed by the valuation engine from the other values',
        url: null,
      },
      {
        id: 'defaults',
        kind: 'engine',
        description: 'the engine’s default, read from the company’s history',
        url: null,
      },
      { id: 'user', kind: 'user', description: 'set by the user', url: null },
    ],
    CalculationDefinitions: [],
    Values: [],
    Texts: [...source.texts],
  };
  const filings = new Map<string, TDataSheet['DataSourceDefinitions'][number]>();

  for (const statement of SHEET_STATEMENTS) {
    for (const row of statement.rows) {
      sheet.ItemDefinitions.push({
        id: row.id,
        group: STATEMENT_GROUP[statement.id],
        unit: unitOf(row),
        is_editable: false,
      });
      for (const period of history) {
        const line = historyLine(period, row);
        if (line === undefined) continue;
        const filing = line.source.kind === 'reported' ? filingSourceOf(line.source) : null;
        if (filing) filings.set(filing.id, filing);
        sheet.Values.push({
          id: valueId(row.id, fiscalYearContext(period.fiscal_year)),
          item: row.id,
          time_context: fiscalYearContext(period.fiscal_year),
          segment: null,
          value: line.value,
          status: line.source.kind === 'derived' ? 'derived' : 'reported',
          source: filing?.id ?? null,
        });
      }
      if (!row.forecast) continue;
      if (row.forecast.driver) {
        sheet.CalculationDefinitions.push({ id: row.id, expression: driverExpression(row) });
      }
      years.forEach((year, index) => {
        sheet.Values.push({
          id: valueId(row.id, fiscalYearContext(year)),
          item: row.id,
          time_context: fiscalYearContext(year),
          segment: null,
          value: forecastValue(model.forecast, row, index),
          status: 'formula',
          source: 'engine',
        });
      });
    }
  }

  for (const driver of PER_YEAR_ITEMS) {
    sheet.ItemDefinitions.push({ id: driver.id, group: 'driver', unit: driver.unit, is_editable: true });
    const status: TDataSheetStatus = saved?.drivers?.[driver.id] === undefined ? 'default' : 'input';
    years.forEach((year, index) => {
      sheet.Values.push({
        id: valueId(driver.id, fiscalYearContext(year)),
        item: driver.id,
        time_context: fiscalYearContext(year),
        segment: null,
        value: model.drivers[driver.id].values[index] ?? null,
        status,
        source: status === 'input' ? 'user' : 'defaults',
      });
    });
  }

  for (const item of SCALAR_ITEMS) {
    const value = item.read(input, model);
    if (value === undefined) continue;
    const isEditable = item.write?.(input, {}, value) !== undefined;
    sheet.ItemDefinitions.push({ id: item.id, group: item.group, unit: item.unit, is_editable: isEditable });
    const status: TDataSheetStatus = !isEditable ? 'formula' : item.isSaved(saved) ? 'input' : 'default';
    sheet.Values.push({
      id: valueId(item.id, 'model'),
      item: item.id,
      time_context: 'model',
      segment: null,
      value,
      status,
      source: status === 'input' ? 'user' : status === 'default' ? 'defaults' : 'engine',
    });
  }
  if (source.breakdown) addBreakdown(sheet, source.breakdown, years);
  sheet.DataSourceDefinitions.push(...filings.values());
  return sheet;
}

function addBreakdown(
  sheet: TDataSheet,
  breakdown: NonNullable<TDataSheetSource['breakdown']>,
  years: readonly number[],
) {
  sheet.ItemDefinitions.push(
    { id: 'segmentRevenue', group: 'revenue_breakdown', unit: 'money', is_editable: false },
    { id: 'segmentGrowth', group: 'revenue_breakdown', unit: 'rate', is_editable: false },
  );
  sheet.CalculationDefinitions.push({ id: 'segmentRevenue', expression: 'segmentRevenue[t-1] * (1 + segmentGrowth)' });
  for (const line of breakdown.lines) {
    sheet.SegmentDefinitions.push({ id: line.member, label: line.label, breakdown_id: breakdown.id, role: line.role });
    years.forEach((year, index) => {
      const context = fiscalYearContext(year);
      sheet.Values.push({
        id: valueId('segmentRevenue', context, line.member),
        item: 'segmentRevenue',
        time_context: context,
        segment: line.member,
        value: line.values[index] ?? null,
        status: 'formula',
        source: 'engine',
      });
      if (!line.growth) return;
      const isInput = line.is_input[index] === true;
      sheet.Values.push({
        id: valueId('segmentGrowth', context, line.member),
        item: 'segmentGrowth',
        time_context: context,
        segment: line.member,
        value: line.growth[index] ?? null,
        status: isInput ? 'input' : 'default',
        source: isInput ? 'user' : 'defaults',
      });
    });
  }
}

function unitOf(row: TSheetRow): 'money' | 'per_share' | 'shares' {
  return row.unit === 'perShare' ? 'per_share' : row.unit;
}

/** How the engine forecasts a driver line, in the items' ids. */
function driverExpression(row: TSheetRow): string {
  const driver = row.forecast?.driver ?? '';
  if (driver === 'revenueGrowth') return 'revenue[t-1] * (1 + revenueGrowth)';
  if (driver === 'grossMargin') return 'revenue * (1 - grossMargin)';
  if (driver === 'taxRate') return 'pretaxIncome * taxRate';
  if (driver === 'receivableDays') return 'revenue * receivableDays / 365';
  if (driver === 'inventoryDays' || driver === 'payableDays') return `costOfRevenue * ${driver} / 365`;
  if (driver === 'debtIssuance') return 'debt[t-1] + debtIssuance';
  if (driver === 'payoutRatio' || driver === 'buybackPctNetIncome') return `max(netIncome, 0) * ${driver}`;
  return `revenue * ${driver}`;
}

/** The filing a reported line was read from, as a data source (named by its accession, else its form and date). */
function filingSourceOf(source: TReportedSource) {
  if (!source.accession && !source.filed) return null;
  const id = source.accession ?? `${source.form ?? 'filing'}:${source.filed}`;
  const filed = source.filed ? `filed ${source.filed}` : null;
  return {
    id: `filing:${id}`,
    kind: 'filing' as const,
    description: [source.form, filed, source.accession].filter(Boolean).join(', '),
    url: null,
  };
}
