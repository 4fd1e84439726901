import type { TModel, TPerYearDriver } from '@app/valuation';
import type { ReactNode } from 'react';
import { Figure } from '../../../components/model/figure';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { provenanceText } from '../provenance-text';
import { moneyWithUnit } from '../report-unit/report-unit-labels';
import { useReportUnit } from '../report-unit/use-report-unit';
import { LegendList } from './legend-list';
import { RevenueBreakdown } from './revenue-breakdown';
import {
  annualHistory,
  forecastValue,
  historyLine,
  rowLabel,
  STATEMENTS,
  type THistoryPeriod,
  type TRowUnit,
  type TSheetRow,
} from './sheet-rows';

/** The name of each per-year driver. */
const DRIVER_LABELS = {
  revenueGrowth: 'valuation:drivers.revenueGrowth',
  grossMargin: 'valuation:drivers.grossMargin',
  researchPctRevenue: 'valuation:drivers.researchPctRevenue',
  sgaPctRevenue: 'valuation:drivers.sgaPctRevenue',
  otherOpexPctRevenue: 'valuation:sheet.drivers.otherOpexPctRevenue',
  daInCostsPctRevenue: 'valuation:sheet.drivers.daInCostsPctRevenue',
  capexPctRevenue: 'valuation:drivers.capexPctRevenue',
  intangiblesPctRevenue: 'valuation:sheet.drivers.intangiblesPctRevenue',
  taxRate: 'valuation:drivers.taxRate',
  interestRateDebt: 'valuation:sheet.drivers.interestRateDebt',
  interestRateRevolver: 'valuation:sheet.drivers.interestRateRevolver',
  interestRateCash: 'valuation:sheet.drivers.interestRateCash',
  payoutRatio: 'valuation:sheet.drivers.payoutRatio',
  buybackPctNetIncome: 'valuation:sheet.drivers.buybackPctNetIncome',
  receivableDays: 'valuation:drivers.receivableDays',
  inventoryDays: 'valuation:drivers.inventoryDays',
  payableDays: 'valuation:drivers.payableDays',
  debtIssuance: 'valuation:sheet.drivers.debtIssuance',
  minimumCash: 'valuation:sheet.drivers.minimumCash',
} as const satisfies Record<TPerYearDriver, string>;

/** The line names' column stays in view when the years scroll by (opaque, with a rule on its edge). */
const STICKY_COLUMN = 'sticky left-0 bg-surface shadow-[inset_-1px_0_0_var(--color-line)]';

const DAYS_DRIVERS: ReadonlySet<TPerYearDriver> = new Set(['receivableDays', 'inventoryDays', 'payableDays']);
const MONEY_DRIVERS: ReadonlySet<TPerYearDriver> = new Set(['debtIssuance', 'minimumCash']);

/** The kinds of cell the legend explains. */
export type TCellKind = 'reported' | 'derived' | 'driver' | 'formula';

const CELL_STYLE: Record<TCellKind, string> = {
  reported: 'text-ink',
  derived: 'text-ink italic',
  driver: 'bg-accent/10 text-ink',
  formula: 'bg-surface-muted text-ink-muted',
};

const LEGEND = [
  { kind: 'reported', label: 'valuation:sheet.legend.reported', hint: 'valuation:sheet.legend.reportedHint' },
  { kind: 'derived', label: 'valuation:sheet.legend.derived', hint: 'valuation:sheet.legend.derivedHint' },
  { kind: 'driver', label: 'valuation:sheet.legend.driver', hint: 'valuation:sheet.legend.driverHint' },
  { kind: 'formula', label: 'valuation:sheet.legend.formula', hint: 'valuation:sheet.legend.formulaHint' },
] as const;

/** Data sheet: the three statements, history as filed next to the engine's forecast, every cell sourced. */
export function DataSheetTab() {
  const { t } = useAppTranslation();
  const { input, result, currency } = useModel();
  const { label: unitLabel } = useReportUnit();
  const history = annualHistory(input.history);
  const forecast = result.ok ? result.value.forecast : null;
  const years = [
    ...history.map((period) => ({ year: period.fiscal_year, period, index: -1 })),
    ...(forecast?.fiscalYears ?? []).map((year, index) => ({ year, period: null, index })),
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="data-sheet-tab">
      <ModelError />
      <Legend />
      {STATEMENTS.map((statement) => (
        <Card key={statement.id} title={t(statement.title)}>
          {/* The years scroll sideways inside the card; the line names stay in view. */}
          <div className="-mx-5 overflow-x-auto overscroll-x-contain" data-testid={`sheet-${statement.id}-scroll`}>
            <table className="w-full border-separate border-spacing-0 text-sm" data-testid={`sheet-${statement.id}`}>
              <caption className="sr-only">{t(statement.title)}</caption>
              <thead>
                <tr className="text-xs text-ink-muted">
                  <th
                    scope="col"
                    className={`${STICKY_COLUMN} z-20 border-b border-line py-2 pr-4 pl-5 text-left font-medium`}
                  >
                    <span data-testid={`sheet-${statement.id}-unit`}>{unitLabel}</span>
                  </th>
                  {years.map(({ year, period }) => (
                    <th
                      key={year}
                      scope="col"
                      className="border-b border-line px-2 py-2 text-right font-medium whitespace-nowrap last:pr-5"
                    >
                      <span className="block text-ink">{t('valuation:sheet.fiscalYear', { year })}</span>
                      <span className="block">
                        {period ? t('valuation:sheet.actual') : t('valuation:sheet.forecast')}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statement.rows.map((row) => (
                  <tr
                    key={row.id}
                    className={`[&>*]:border-b [&>*]:border-line/60 ${row.isTotal ? 'font-semibold' : ''}`}
                  >
                    <th
                      scope="row"
                      className={`${STICKY_COLUMN} z-10 py-1.5 pr-4 pl-5 text-left font-normal text-ink whitespace-nowrap`}
                    >
                      {t(rowLabel(row))}
                    </th>
                    {years.map(({ year, period, index }) =>
                      period ? (
                        <HistoryCell key={year} row={row} period={period} currency={currency} />
                      ) : (
                        <ForecastCell
                          key={year}
                          row={row}
                          model={result.ok ? result.value : null}
                          index={index}
                          year={year}
                          value={forecast ? forecastValue(forecast, row, index) : null}
                          currency={currency}
                        />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ))}
      <RevenueBreakdown />
    </div>
  );
}

function Legend() {
  const { t } = useAppTranslation();
  return (
    <section
      aria-label={t('valuation:sheet.legend.title')}
      className="text-xs text-ink-muted"
      data-testid="sheet-legend"
    >
      <h2 className="mb-2 font-semibold tracking-wide text-ink uppercase">{t('valuation:sheet.legend.title')}</h2>
      <LegendList legend={LEGEND} styles={CELL_STYLE} />
    </section>
  );
}

function HistoryCell({ row, period, currency }: { row: TSheetRow; period: THistoryPeriod; currency: string }) {
  const { t } = useAppTranslation();
  const line = historyLine(period, row);
  const testId = `sheet-${row.id}-${period.fiscal_year}`;
  if (!line) return <Cell kind={null} testId={testId} unit={row.unit} value={null} currency={currency} />;
  const kind: TCellKind = line.source.kind === 'reported' ? 'reported' : 'derived';
  return (
    <Cell
      kind={kind}
      testId={testId}
      unit={row.unit}
      value={line.value}
      currency={currency}
      tip={sourceText(t, line.source)}
    />
  );
}

function ForecastCell({
  row,
  model,
  index,
  year,
  value,
  currency,
}: {
  row: TSheetRow;
  model: TModel | null;
  index: number;
  year: number;
  value: number | null;
  currency: string;
}) {
  const { t, i18n } = useAppTranslation();
  const { unit: reportUnit } = useReportUnit();
  const kind = value === null || !row.forecast ? null : row.forecast.kind;
  const driverKey = row.forecast?.driver;
  const driver = driverKey && model ? model.drivers[driverKey] : null;
  let tip: string | undefined;
  if (kind === 'formula') tip = t('valuation:sheet.source.formula');
  else if (kind === 'driver' && driverKey && driver) {
    const language = currentLanguage(i18n);
    const amount = driver.values[index];
    tip = t('valuation:sheet.source.driver', {
      driver: t(DRIVER_LABELS[driverKey]),
      value: DAYS_DRIVERS.has(driverKey)
        ? formatFigure(amount, 'number', language, { digits: 1 })
        : MONEY_DRIVERS.has(driverKey)
          ? moneyWithUnit(t, amount, reportUnit, currency, language)
          : formatFigure(amount, 'percent', language, { digits: 1 }),
      provenance: provenanceText(t, driver.provenance, DAYS_DRIVERS.has(driverKey) ? 'days' : 'percent', language),
    });
  }
  return (
    <Cell kind={kind} testId={`sheet-${row.id}-${year}`} unit={row.unit} value={value} currency={currency} tip={tip} />
  );
}

/** Where a history cell came from, in words: the filing, or the formula it was computed by. */
export function sourceText(
  t: ReturnType<typeof useAppTranslation>['t'],
  source: NonNullable<ReturnType<typeof historyLine>>['source'],
): string {
  const unknown = t('valuation:sheet.source.unknown');
  if (source.kind === 'derived') return t('valuation:sheet.source.derived', { formula: source.formula });
  const reported = t('valuation:sheet.source.reported', {
    form: source.form ?? unknown,
    filed: source.filed ?? unknown,
    accession: source.accession ?? unknown,
    tag: `${source.taxonomy}:${source.tag}`,
  });
  const split = source.split_adjustment;
  if (!split) return reported;
  return `${reported} · ${t('valuation:sheet.source.splitAdjusted', { ratio: split.ratio, filedValue: split.reported_value })}`;
}

/** One figure; a missing line is a dash, never 0. The source shows on hover and on keyboard focus. */
function Cell({
  kind,
  value,
  unit,
  currency,
  tip,
  testId,
}: {
  kind: TCellKind | null;
  value: number | null;
  unit: TRowUnit;
  currency: string;
  tip?: string | undefined;
  testId: string;
}) {
  const { unit: reportUnit } = useReportUnit();
  // Share counts stay in millions whatever the money unit: their label says so.
  const figure: ReactNode =
    unit === 'perShare' ? (
      <Figure value={value} kind="perShare" currency={currency} />
    ) : (
      <Figure value={value} kind="money" scale={unit === 'shares' ? 'millions' : reportUnit} />
    );
  return (
    <td className={`px-2 py-1.5 text-right last:pr-5 ${kind ? CELL_STYLE[kind] : 'text-ink-muted'}`}>
      {tip ? (
        <span
          className="group relative inline-block cursor-help rounded outline-none focus-visible:ring-2 focus-visible:ring-accent"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the source of a figure is read on keyboard focus too
          tabIndex={0}
          data-testid={testId}
          data-kind={kind ?? 'missing'}
          aria-describedby={`${testId}-tip`}
        >
          {figure}
          <span
            id={`${testId}-tip`}
            role="tooltip"
            className="pointer-events-none invisible absolute right-0 bottom-full z-30 mb-1 w-max max-w-xs rounded-md border border-line bg-surface px-2 py-1 text-left text-xs font-normal whitespace-normal text-ink not-italic shadow-md group-hover:visible group-focus:visible"
          >
            {tip}
          </span>
        </span>
      ) : (
        <span data-testid={testId} data-kind={kind ?? 'missing'}>
          {figure}
        </span>
      )}
    </td>
  );
}
