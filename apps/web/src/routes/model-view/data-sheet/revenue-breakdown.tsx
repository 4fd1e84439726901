import type { TBreakdownKind, TBreakdownRole } from '@app/contract';
import { type ChangeEvent, type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import {
  type TBreakdownData,
  useBreakdownData,
  useBreakdownOptions,
  useChangeBreakdownCell,
  useChooseBreakdown,
} from '../../../api/breakdown';
import { ApiError } from '../../../api/errors';
import { buttonClass } from '../../../components/button-styles';
import { Figure } from '../../../components/model/figure';
import { formatFigure } from '../../../components/model/format-figure';
import { fromInputText, toInputText } from '../../../components/model/number-input';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { Card } from '../overview';
import { useReportUnit } from '../report-unit/use-report-unit';
import { LegendList } from './legend-list';

/** The kinds of cell the breakdown's legend explains. */
type TBreakdownCell = 'actual' | 'forecast' | 'input' | 'formula' | 'source';

const CELL_STYLE: Record<TBreakdownCell, string> = {
  actual: 'text-ink',
  forecast: 'text-ink italic',
  input: 'bg-accent/10 text-ink',
  formula: 'bg-surface-muted text-ink-muted',
  source: 'text-ink underline decoration-dotted',
};
const LEGEND = [
  { kind: 'actual', label: 'breakdown:legend.actual', hint: 'breakdown:legend.actualHint' },
  { kind: 'forecast', label: 'breakdown:legend.forecast', hint: 'breakdown:legend.forecastHint' },
  { kind: 'input', label: 'breakdown:legend.input', hint: 'breakdown:legend.inputHint' },
  { kind: 'formula', label: 'breakdown:legend.formula', hint: 'breakdown:legend.formulaHint' },
  { kind: 'source', label: 'breakdown:legend.source', hint: 'breakdown:legend.sourceHint' },
] as const satisfies readonly { kind: TBreakdownCell; label: string; hint: string }[];

const KIND_LABELS = {
  segment: 'breakdown:kind.segment',
  product_or_service: 'breakdown:kind.product_or_service',
  geography: 'breakdown:kind.geography',
  sales_channel: 'breakdown:kind.sales_channel',
  customer: 'breakdown:kind.customer',
  other: 'breakdown:kind.other',
} as const satisfies Record<TBreakdownKind, string>;

const STATUS_LABELS = {
  adds_up: 'breakdown:status.adds_up',
  does_not_add_up: 'breakdown:status.does_not_add_up',
  no_total: 'breakdown:status.no_total',
} as const;

const ROLE_LABELS = {
  subtotal: 'breakdown:role.subtotal',
  elimination: 'breakdown:role.elimination',
  corporate: 'breakdown:role.corporate',
  reconciling_item: 'breakdown:role.reconciling_item',
  unallocated: 'breakdown:role.unallocated',
} as const satisfies Record<Exclude<TBreakdownRole, 'member'>, string>;

const COLUMN_LABELS = { actual: 'breakdown:actual', forecast: 'breakdown:forecast' } as const;
const STICKY = 'sticky left-0 bg-surface shadow-[inset_-1px_0_0_var(--color-line)]';

/**
 * The data sheet's revenue breakdown: the breakdowns the company's annual report offers, the chosen
 * one's lines per year as reported with the check that they add up to the reported revenue, and a
 * forecast per line whose growth cells save with `breakdown/cell_change` (the model re-values).
 */
export function RevenueBreakdown() {
  const { t } = useAppTranslation();
  const { values } = useModel();
  const [selected, setSelected] = useState<string | null>(null);
  const options = useBreakdownOptions(values.modelId);
  const isAvailable = options.data?.isAvailable !== false;
  const data = useBreakdownData(values.modelId, selected, values.updatedAt, options.isSuccess && isAvailable);
  const error = options.error ?? data.error;

  function handleRetry(): void {
    void options.refetch();
    if (options.isSuccess) void data.refetch();
  }

  // A server without a source of filings offers no breakdown: the section is left out, not shown broken.
  if (!isAvailable) return null;
  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink" data-testid="breakdown-error">
        <p>{error instanceof ApiError ? error.message : t('breakdown:loadFailed')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={handleRetry}>
          {t('breakdown:retry')}
        </button>
      </div>
    );
  } else if (!options.data || !data.data) {
    body = (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  } else {
    body = <BreakdownView options={options.data.breakdowns} data={data.data} onSelect={setSelected} />;
  }
  return (
    <Card title={t('breakdown:title')}>
      <div className="flex flex-col gap-4" data-testid="revenue-breakdown">
        <p className="text-sm text-ink-muted">{t('breakdown:intro')}</p>
        {body}
        <BreakdownLegend />
      </div>
    </Card>
  );
}

function BreakdownView({
  options,
  data,
  onSelect,
}: {
  options: { breakdownId: string; kind: TBreakdownKind; status: keyof typeof STATUS_LABELS }[];
  data: TBreakdownData;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const { values, baseInput, savedInput, edit } = useModel();
  const { unit } = useReportUnit();
  const language = currentLanguage(i18n);
  const choose = useChooseBreakdown();
  const change = useChangeBreakdownCell();
  const { breakdown, forecast, filing } = data;
  const years = breakdown.checks.map((check) => check.fiscalYear);
  const money = (value: number) => formatFigure(value, 'money', language, { scale: unit });

  function handleSelect(event: ChangeEvent<HTMLSelectElement>): void {
    const id = event.target.value;
    onSelect(id);
    choose.mutate({ modelId: values.modelId, breakdownId: id, version: values.updatedAt });
  }

  function handleGrowth(member: string, fiscalYear: number, growth: number): void {
    change.mutate(
      { modelId: values.modelId, breakdownId: breakdown.breakdownId, member, fiscalYear, growth },
      {
        onSuccess: ({ model }) => {
          // Unsaved edits of the drivers elsewhere would lay the old revenue growth over the saved one.
          const saved = (model.assumptions as { drivers?: { revenueGrowth?: number[] } } | null)?.drivers;
          if (saved?.revenueGrowth && baseInput.drivers !== savedInput.drivers)
            edit({ drivers: { ...baseInput.drivers, revenueGrowth: saved.revenueGrowth } });
        },
      },
    );
  }

  const source = t('breakdown:source', {
    form: filing.form ?? '—',
    periodEnd: filing.periodEnd ?? '—',
    file: filing.source,
    concept: breakdown.concept,
  });
  const tipOf = (member: string) =>
    t('breakdown:tipReported', { form: filing.form ?? '—', file: filing.source, concept: breakdown.concept, member });
  const label = (line: { label: string; role: TBreakdownRole }) =>
    line.role === 'unallocated'
      ? t(ROLE_LABELS.unallocated)
      : line.role === 'member'
        ? line.label
        : `${line.label} (${t(ROLE_LABELS[line.role])})`;

  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-2 text-sm text-ink">
        <span className="font-medium">{t('breakdown:choose')}</span>
        <select
          className="rounded border border-line-strong bg-surface px-2 py-1 text-sm"
          value={breakdown.breakdownId}
          onChange={handleSelect}
          data-testid="breakdown-select"
        >
          {options.map((option) => (
            <option key={option.breakdownId} value={option.breakdownId}>
              {`${t(KIND_LABELS[option.kind])} · ${t(STATUS_LABELS[option.status])}`}
            </option>
          ))}
        </select>
      </label>
      <p className={`text-xs ${CELL_STYLE.source}`} data-testid="breakdown-source">
        {source}
      </p>
      <div className="-mx-5 overflow-x-auto">
        <table className="w-full border-separate border-spacing-0 text-sm" data-testid="breakdown-table">
          <caption className="sr-only">{t('breakdown:title')}</caption>
          <thead>
            <tr className="text-xs text-ink-muted">
              <th scope="col" className={`${STICKY} z-20 border-b border-line py-2 pr-4 pl-5 text-left font-medium`}>
                {t('breakdown:line')}
              </th>
              {years.map((year) => (
                <YearHeader key={year} year={year} kind="actual" />
              ))}
              {forecast.fiscalYears.map((year) => (
                <YearHeader key={year} year={year} kind="forecast" />
              ))}
            </tr>
          </thead>
          <tbody>
            {forecast.lines.map((line) => {
              const member = breakdown.members.find((m) => m.member === line.member);
              return (
                <tr key={line.member} className="[&>*]:border-b [&>*]:border-line/60">
                  <th scope="row" className={`${STICKY} z-10 py-1.5 pr-4 pl-5 text-left font-normal whitespace-nowrap`}>
                    {label(line)}
                  </th>
                  {years.map((year) => {
                    const reported = member?.values.find((v) => v.fiscalYear === year);
                    return (
                      <td key={year} className={`px-2 py-1.5 text-right ${CELL_STYLE.actual}`}>
                        <span
                          title={reported ? tipOf(line.member) : undefined}
                          data-testid={`breakdown-actual-${line.member}-${year}`}
                        >
                          <Figure value={reported?.value ?? null} kind="money" scale={unit} />
                        </span>
                      </td>
                    );
                  })}
                  {forecast.fiscalYears.map((year, t2) => (
                    <td key={year} className={`px-2 py-1.5 text-right ${CELL_STYLE.formula}`}>
                      <span title={line.growth ? t('breakdown:tipGrowth') : t('breakdown:tipSum')}>
                        <Figure value={line.values[t2] ?? null} kind="money" scale={unit} />
                      </span>
                    </td>
                  ))}
                </tr>
              );
            })}
            <tr className="font-semibold [&>*]:border-b [&>*]:border-line/60">
              <th scope="row" className={`${STICKY} z-10 py-1.5 pr-4 pl-5 text-left whitespace-nowrap`}>
                {t('breakdown:reportedTotal')}
              </th>
              {breakdown.checks.map((check) => (
                <td key={check.fiscalYear} className={`px-2 py-1.5 text-right ${CELL_STYLE.actual}`}>
                  <Figure value={check.total} kind="money" scale={unit} />
                </td>
              ))}
              {forecast.fiscalYears.map((year, t2) => (
                <td key={year} className={`px-2 py-1.5 text-right ${CELL_STYLE.formula}`}>
                  <span title={t('breakdown:modelRevenue')} data-testid={`breakdown-model-revenue-${year}`}>
                    <Figure value={forecast.modelRevenue[t2] ?? null} kind="money" scale={unit} />
                  </span>
                </td>
              ))}
            </tr>
            <tr className="text-xs [&>*]:border-b [&>*]:border-line/60">
              <th scope="row" className={`${STICKY} z-10 py-1.5 pr-4 pl-5 text-left font-normal whitespace-nowrap`}>
                {t('breakdown:check')}
              </th>
              {breakdown.checks.map((check) => (
                <td
                  key={check.fiscalYear}
                  className={`px-2 py-1.5 text-right ${check.isComplete ? 'text-success' : 'text-danger'}`}
                  data-testid={`breakdown-check-${check.fiscalYear}`}
                  data-complete={check.isComplete}
                >
                  {check.gap === null
                    ? t('breakdown:checkNoTotal')
                    : check.isComplete
                      ? t('breakdown:checkOk')
                      : t('breakdown:checkGap', { gap: money(check.gap) })}
                </td>
              ))}
              {forecast.fiscalYears.map((year, t2) => {
                const gap = (forecast.modelRevenue[t2] ?? 0) - (forecast.totals[t2] ?? 0);
                const isOk = Math.abs(gap) <= 1e-6 * Math.abs(forecast.modelRevenue[t2] ?? 1);
                return (
                  <td key={year} className={`px-2 py-1.5 text-right ${isOk ? 'text-success' : 'text-danger'}`}>
                    {isOk ? t('breakdown:checkOk') : t('breakdown:checkGap', { gap: money(gap) })}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <GrowthTable data={data} onChange={handleGrowth} label={label} />
      <p className="text-xs text-ink-muted" data-testid="breakdown-basis">
        {forecast.basis === 'mix'
          ? t('breakdown:basisMix', { year: forecast.baseFiscalYear, mixYear: forecast.mixFiscalYear ?? '—' })
          : t('breakdown:basisReported', { year: forecast.baseFiscalYear })}
      </p>
      {forecast.shifts.some((shift) => shift !== 0) ? (
        <p className="text-xs text-ink-muted" data-testid="breakdown-shifted">
          {t('breakdown:shifted')}
        </p>
      ) : null}
      {change.isPending ? <p className="text-xs text-ink-muted">{t('breakdown:saving')}</p> : null}
      {change.isError ? (
        <p role="alert" className="text-xs text-danger" data-testid="breakdown-save-error">
          {change.error instanceof ApiError ? change.error.message : t('breakdown:saveFailed')}
        </p>
      ) : null}
    </div>
  );
}

function YearHeader({ year, kind }: { year: number; kind: 'actual' | 'forecast' }) {
  const { t } = useAppTranslation();
  return (
    <th scope="col" className="border-b border-line px-2 py-2 text-right font-medium whitespace-nowrap">
      <span className="block text-ink">{t('breakdown:fiscalYear', { year })}</span>
      <span className="block">{t(COLUMN_LABELS[kind])}</span>
    </th>
  );
}

/** The growth per line and forecast year: the user's (input) or the model's (forecast), each editable. */
function GrowthTable({
  data,
  onChange,
  label,
}: {
  data: TBreakdownData;
  onChange: (member: string, fiscalYear: number, growth: number) => void;
  label: (line: { label: string; role: TBreakdownRole }) => string;
}) {
  const { t } = useAppTranslation();
  const { forecast } = data;
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm" data-testid="breakdown-growth">
        <caption className="pb-2 pl-5 text-left text-xs font-semibold text-ink">{t('breakdown:forecastTitle')}</caption>
        <thead>
          <tr className="text-xs text-ink-muted">
            <th scope="col" className={`${STICKY} z-20 border-b border-line py-2 pr-4 pl-5 text-left font-medium`}>
              {t('breakdown:growth')}
            </th>
            {forecast.fiscalYears.map((year) => (
              <YearHeader key={year} year={year} kind="forecast" />
            ))}
          </tr>
        </thead>
        <tbody>
          {forecast.lines
            .filter((line) => line.growth !== null)
            .map((line) => (
              <tr key={line.member} className="[&>*]:border-b [&>*]:border-line/60">
                <th scope="row" className={`${STICKY} z-10 py-1.5 pr-4 pl-5 text-left font-normal whitespace-nowrap`}>
                  {label(line)}
                </th>
                {forecast.fiscalYears.map((year, index) => {
                  const kind: TBreakdownCell = line.isInput[index] ? 'input' : 'forecast';
                  return (
                    <td key={year} className={`px-2 py-1 text-right ${CELL_STYLE[kind]}`} data-kind={kind}>
                      <GrowthInput
                        value={line.growth?.[index] ?? 0}
                        label={t('breakdown:growthLabel', { line: label(line), year })}
                        testId={`breakdown-growth-${line.member}-${year}`}
                        onCommit={(growth) => onChange(line.member, year, growth)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

/** A growth in percent, saved when the user leaves the cell or presses Enter (each save is a round trip). */
function GrowthInput({
  value,
  label,
  testId,
  onCommit,
}: {
  value: number;
  label: string;
  testId: string;
  onCommit: (value: number) => void;
}) {
  const [text, setText] = useState(() => toInputText(value, 'percent'));
  useEffect(() => setText(toInputText(value, 'percent')), [value]);
  const parsed = fromInputText(text, 'percent');

  function commit(): void {
    if (parsed === null) {
      setText(toInputText(value, 'percent'));
      return;
    }
    if (Math.abs(parsed - value) > 1e-12) onCommit(parsed);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') commit();
  }

  return (
    <span className="inline-flex items-center gap-1">
      <input
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={parsed === null || undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        data-testid={testId}
        className="w-20 rounded border border-line-strong bg-transparent px-2 py-1 text-right text-sm tabular-nums aria-invalid:border-danger"
      />
      <span className="text-xs text-ink-muted">%</span>
    </span>
  );
}

function BreakdownLegend() {
  const { t } = useAppTranslation();
  return (
    <section aria-label={t('breakdown:legend.title')} className="text-xs text-ink-muted" data-testid="breakdown-legend">
      <h3 className="mb-2 font-semibold text-ink">{t('breakdown:legend.title')}</h3>
      <LegendList legend={LEGEND} styles={CELL_STYLE} />
    </section>
  );
}
