import type { TLanguage } from '@app/contract';
import type { TSensitivity } from '@app/valuation';
import { formatFigure } from '../../../components/model/format-figure';
import { formatNumber } from '../../../i18n/format';
import type { useAppTranslation } from '../../../i18n/use-app-translation';
import { currencyName } from '../report-unit/report-unit-labels';
import { normalizeSensitivity, type TModelPointAxis, type TSensitivityConfig } from './sensitivity-grid';
import { VARIABLE_LABELS } from './variable-labels';

type TTranslate = ReturnType<typeof useAppTranslation>['t'];

/** What an exported grid says about itself: the same facts in the CSV's header rows and atop the PNG. */
export type TSensitivityReport = {
  title: string;
  /** "Tidy Corp (TIDY)". */
  company: string;
  /** "Valuation date: 2025-03-31". */
  date: string;
  /** One line per variable: its label, first and last point, steps and gap. */
  variables: string[];
  /** The forecast years revenue growth and gross margin move in; null when neither is on the grid. */
  timeframe: string | null;
  /** What the figures are: "Implied price per share, in USD". */
  units: string;
  /** Where the model's own value is: "Model's own value: $18.23 at WACC 9.00%, …". */
  modelPoint: string;
};

/** The facts an export needs, gathered from the model view. */
export type TSensitivityReportInput = {
  grid: TSensitivity;
  config: TSensitivityConfig;
  point: readonly TModelPointAxis[];
  /** The model's own implied price per share. */
  modelPrice: number | null;
  company: { name: string; ticker: string };
  valuationDate: string;
  currency: string;
  /** The fiscal year of the first forecast year (forecast year 1). */
  firstForecastYear: number;
  forecastYears: number;
};

/** The grid described in the reader's language. */
export function sensitivityReport(
  t: TTranslate,
  language: TLanguage,
  input: TSensitivityReportInput,
): TSensitivityReport {
  const { grid, point, company, currency } = input;
  const percent = (value: number) => formatFigure(value, 'percent', language);
  const price = formatFigure(input.modelPrice, 'perShare', language, { currency });
  const { timeframe } = normalizeSensitivity(input.config);
  const isUsed = input.config.axes.some(
    (axis) => axis.variable === 'revenue_growth' || axis.variable === 'gross_margin',
  );
  const from = timeframe?.fromYear ?? 1;
  const to = timeframe?.toYear ?? input.forecastYears;
  return {
    title: t('valuation:sensitivity.title'),
    company: company.ticker
      ? t('valuation:sensitivity.report.company', { name: company.name, ticker: company.ticker })
      : company.name,
    date: t('valuation:sensitivity.report.date', { date: input.valuationDate }),
    variables: grid.axes.map((axis) =>
      t('valuation:sensitivity.report.variable', {
        variable: t(VARIABLE_LABELS[axis.variable]),
        first: percent(axis.values[0] ?? Number.NaN),
        last: percent(axis.values.at(-1) ?? Number.NaN),
        steps: axis.values.length,
        gap: percent(axis.gap),
      }),
    ),
    timeframe: isUsed
      ? t('valuation:sensitivity.report.timeframe', {
          range: t('valuation:sensitivity.yearRange', {
            from: input.firstForecastYear + from - 1,
            to: input.firstForecastYear + to - 1,
          }),
        })
      : null,
    units: t('valuation:sensitivity.report.units', { currency: currencyName(currency, language).trim() }),
    modelPoint: t(
      point.every((axis) => axis.position === 'on')
        ? 'valuation:sensitivity.report.modelPoint'
        : 'valuation:sensitivity.report.modelPointOff',
      { price, point: pointText(t, language, point) },
    ),
  };
}

/** "WACC 9.00%, Terminal growth rate 2.50%": the model's own value of each variable. */
export function pointText(t: TTranslate, language: TLanguage, point: readonly TModelPointAxis[]): string {
  return point
    .map((axis) =>
      t('valuation:sensitivity.pointPart', {
        variable: t(VARIABLE_LABELS[axis.variable]),
        // A third decimal where it matters, so a value between two grid points reads as such.
        value:
          axis.value === null
            ? formatFigure(null, 'percent', language)
            : formatNumber(axis.value, language, {
                style: 'percent',
                minimumFractionDigits: 2,
                maximumFractionDigits: 3,
              }),
      }),
    )
    .join(t('valuation:sensitivity.pointSeparator'));
}

/** The report as text lines, in reading order (atop the PNG). */
export function reportLines(report: TSensitivityReport): string[] {
  return [
    report.title,
    `${report.company} · ${report.date}`,
    ...report.variables,
    ...(report.timeframe ? [report.timeframe] : []),
    report.units,
    report.modelPoint,
  ];
}

/**
 * The CSV's header rows: a machine name, then the value, so a spreadsheet or a script reads them
 * alike; variables as decimals, as in the grid below them.
 */
export function sensitivityHeaderRows(
  report: TSensitivityReport,
  input: TSensitivityReportInput,
): (string | number | null)[][] {
  const { timeframe } = normalizeSensitivity(input.config);
  return [
    ['title', report.title],
    ['company', input.company.name],
    ['ticker', input.company.ticker],
    ['valuation_date', input.valuationDate],
    ['currency', input.currency],
    ['values', report.units],
    ['variable', 'description', 'first', 'last', 'steps', 'gap', 'model_value', 'model_point'],
    ...input.grid.axes.map((axis, a) => [
      axis.variable,
      report.variables[a] ?? '',
      round(axis.values[0]),
      round(axis.values.at(-1)),
      axis.values.length,
      round(axis.gap),
      round(input.point[a]?.value ?? undefined),
      input.point[a]?.position ?? 'unknown',
    ]),
    ...(report.timeframe
      ? [
          [
            'timeframe',
            report.timeframe,
            input.firstForecastYear + (timeframe?.fromYear ?? 1) - 1,
            input.firstForecastYear + (timeframe?.toYear ?? input.forecastYears) - 1,
          ],
        ]
      : []),
    ['model_price', input.modelPrice === null ? null : round(input.modelPrice, 6), report.modelPoint],
  ];
}

function round(value: number | undefined, digits = 10): number | null {
  return value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(digits));
}
