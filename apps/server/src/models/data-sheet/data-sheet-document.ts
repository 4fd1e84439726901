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

type TSheetValue = TDataSheet['Values'][number];

/** Where a value the user can change comes from, by its status; filed values name their filing. */
const SOURCE_OF_STATUS = { input: 'user', default: 'defaults', formula: 'engine' } as const;

/**
 * A value of the sheet, its id `item@time_context` (`#segment` for a breakdown line); its source by
 * its status unless given (a filed value's filing).
 */
function sheetValue(
  item: string,
  timeContext: string,
  value: number | null,
  status: TDataSheetStatus,
  options: { segment?: string; source?: string | null } = {},
): TSheetValue {
  const segment = options.segment ?? null;
  return {
    id: `${item}@${timeContext}${segment === null ? '' : `#${segment}`}`,
    item,
    time_context: timeContext,
    segment,
    value,
    status,
    source:
      options.source !== undefined
        ? options.source
        : (SOURCE_OF_STATUS[status as keyof typeof SOURCE_OF_STATUS] ?? null),
  };
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
        const status = line.source.kind === 'derived' ? 'derived' : 'reported';
        const context = fiscalYearContext(period.fiscal_year);
        sheet.Values.push(sheetValue(row.id, context, line.value, status, { source: filing?.id ?? null }));
      }
      if (!row.forecast) continue;
      if (row.forecast.driver) {
        sheet.CalculationDefinitions.push({ id: row.id, expression: driverExpression(row) });
      }
      years.forEach((year, index) => {
        sheet.Values.push(
          sheetValue(row.id, fiscalYearContext(year), forecastValue(model.forecast, row, index), 'formula'),
        );
      });
    }
  }

  for (const driver of PER_YEAR_ITEMS) {
    sheet.ItemDefinitions.push({ id: driver.id, group: 'driver', unit: driver.unit, is_editable: true });
    const status: TDataSheetStatus = saved?.drivers?.[driver.id] === undefined ? 'default' : 'input';
    years.forEach((year, index) => {
      const value = model.drivers[driver.id].values[index] ?? null;
      sheet.Values.push(sheetValue(driver.id, fiscalYearContext(year), value, status));
    });
  }

  for (const item of SCALAR_ITEMS) {
    const value = item.read(input, model);
    if (value === undefined) continue;
    const isEditable = item.write?.(input, {}, value) !== undefined;
    sheet.ItemDefinitions.push({ id: item.id, group: item.group, unit: item.unit, is_editable: isEditable });
    const status: TDataSheetStatus = !isEditable ? 'formula' : item.isSaved(saved) ? 'input' : 'default';
    sheet.Values.push(sheetValue(item.id, 'model', value, status));
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
    { id: 'segmentGrowth', group: 'revenue_breakdown', unit: 'rate', is_editable: true },
  );
  sheet.CalculationDefinitions.push({ id: 'segmentRevenue', expression: 'segmentRevenue[t-1] * (1 + segmentGrowth)' });
  for (const line of breakdown.lines) {
    sheet.SegmentDefinitions.push({ id: line.member, label: line.label, breakdown_id: breakdown.id, role: line.role });
    years.forEach((year, index) => {
      const context = fiscalYearContext(year);
      const segment = { segment: line.member };
      sheet.Values.push(sheetValue('segmentRevenue', context, line.values[index] ?? null, 'formula', segment));
      if (!line.growth) return;
      const status = line.is_input[index] === true ? 'input' : 'default';
      sheet.Values.push(sheetValue('segmentGrowth', context, line.growth[index] ?? null, status, segment));
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
