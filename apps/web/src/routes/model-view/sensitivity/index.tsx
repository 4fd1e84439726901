import type { TSensitivity } from '@app/valuation';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { saveFile } from '../../../components/files/save-file';
import { Figure } from '../../../components/model/figure';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { currencyName } from '../report-unit/report-unit-labels';
import { ConfigDialog } from './config-dialog';
import { chartPng, SensitivityChart } from './sensitivity-chart';
import {
  DEFAULT_SENSITIVITY,
  flatIndex,
  modelPoint,
  runGrid,
  sensitivityCsv,
  type TModelPointAxis,
  type TSensitivityConfig,
} from './sensitivity-grid';
import {
  pointText,
  reportLines,
  sensitivityHeaderRows,
  sensitivityReport,
  type TSensitivityReportInput,
} from './sensitivity-report';
import { VARIABLE_LABELS } from './variable-labels';

/**
 * Sensitivity: implied price per share over a grid of 1–3 variables, as a heat map and a chart,
 * with CSV and PNG downloads that say what they show. The grid is the model's saved setting
 * (`settings.sensitivity`), the default until one is run.
 */
export function SensitivityTab() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { input, result, values, currency, settings, editSettings } = useModel();
  const config = settings.sensitivity ?? DEFAULT_SENSITIVITY;
  const [isConfigOpen, setIsConfigOpen] = useState(false);
  const [chosenSlice, setChosenSlice] = useState<number | null>(null);
  const [isPngFailed, setIsPngFailed] = useState(false);
  const model = result.ok ? result.value : null;
  const grid = useMemo(() => (model ? runGrid(input, config) : null), [input, model, config]);
  const point = useMemo(
    () => (model && grid?.ok ? modelPoint(grid.value, input, model, config) : []),
    [grid, input, model, config],
  );
  const chartRef = useRef<SVGSVGElement>(null);
  // The third variable's slice: the user's choice, else the one holding the model's own value.
  const slice = chosenSlice ?? point[2]?.index ?? 0;

  function openConfig(): void {
    setIsConfigOpen(true);
  }

  function closeConfig(): void {
    setIsConfigOpen(false);
  }

  function handleRun(next: TSensitivityConfig): void {
    editSettings({ sensitivity: next });
    setChosenSlice(null);
  }

  function reportInput(): TSensitivityReportInput | null {
    if (!grid?.ok || !model) return null;
    return {
      grid: grid.value,
      config,
      point,
      modelPrice: model.dcf.bridge.valuePerShare,
      company: { name: values.company.name, ticker: values.ticker },
      valuationDate: input.valuationDate,
      currency,
      firstForecastYear: model.base.fiscalYear + 1,
      forecastYears: model.drivers.revenueGrowth.values.length,
    };
  }

  function handleDownload(): void {
    const facts = reportInput();
    if (!facts) return;
    const report = sensitivityReport(t, language, facts);
    const csv = sensitivityCsv(facts.grid, currency, sensitivityHeaderRows(report, facts));
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${fileStem(values.ticker)}-sensitivity.csv`);
  }

  function handlePngClick(): void {
    setIsPngFailed(false);
    handlePng().catch(() => setIsPngFailed(true));
  }

  async function handlePng(): Promise<void> {
    const facts = reportInput();
    if (!chartRef.current || !facts) return;
    const blob = await chartPng(chartRef.current, reportLines(sensitivityReport(t, language, facts)));
    if (blob) saveFile(blob, `${fileStem(values.ticker)}-sensitivity.png`);
    else setIsPngFailed(true);
  }

  const chartMarker = point.length > 0 ? { indices: point.map((axis) => axis.index) } : null;
  return (
    <div className="flex flex-col gap-6" data-testid="sensitivity-tab">
      <Card
        title={t('valuation:sensitivity.title')}
        actions={
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={openConfig}
              data-testid="sensitivity-configure"
            >
              {t('valuation:sensitivity.configure')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={handleDownload}
              disabled={!grid?.ok}
              data-testid="sensitivity-csv"
            >
              {t('valuation:sensitivity.csv')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={handlePngClick}
              disabled={!grid?.ok}
              data-testid="sensitivity-png"
            >
              {t('valuation:sensitivity.png')}
            </button>
          </div>
        }
      >
        <p className="mb-4 text-sm text-ink-muted">{t('valuation:sensitivity.intro')}</p>
        {isPngFailed ? (
          <p role="alert" className="mb-3 text-sm text-danger" data-testid="sensitivity-png-failed">
            {t('valuation:sensitivity.pngFailed')}
          </p>
        ) : null}
        {grid && !grid.ok ? (
          <p role="alert" className="text-sm text-danger" data-testid="sensitivity-error">
            {t('valuation:sensitivity.invalid')}
          </p>
        ) : null}
        {grid?.ok && model ? (
          <>
            <HeatMap
              grid={grid.value}
              slice={slice}
              onSlice={setChosenSlice}
              marketPrice={model.dcf.bridge.price ?? null}
              point={point}
              modelPrice={model.dcf.bridge.valuePerShare}
            />
            <div className="mt-6 overflow-x-auto">
              <SensitivityChart
                ref={chartRef}
                grid={grid.value}
                slice={slice}
                currency={currency}
                marker={chartMarker}
              />
            </div>
          </>
        ) : null}
      </Card>
      <ModelError />
      {isConfigOpen && model ? (
        <ConfigDialog config={config} input={input} model={model} onRun={handleRun} onClose={closeConfig} />
      ) : null}
    </div>
  );
}

/** A file name from a ticker (a private company may have none). */
function fileStem(ticker: string): string {
  return ticker.replace(/[^\w.-]+/g, '') || 'model';
}

/** Where the model's own value sits in the grid on screen. */
type TPointPlace = 'on' | 'otherSlice' | 'between' | 'outside';

function placeOf(point: readonly TModelPointAxis[], slice: number): TPointPlace {
  if (point.some((axis) => axis.position === 'outside' || axis.position === 'unknown')) return 'outside';
  if (point.some((axis) => axis.position === 'between')) return 'between';
  if (point.length === 3 && point[2]?.index !== slice) return 'otherSlice';
  return 'on';
}

const PLACE_MESSAGES = {
  on: 'valuation:sensitivity.modelPoint.on',
  otherSlice: 'valuation:sensitivity.modelPoint.otherSlice',
  between: 'valuation:sensitivity.modelPoint.between',
  outside: 'valuation:sensitivity.modelPoint.outside',
} as const satisfies Record<TPointPlace, string>;

function HeatMap({
  grid,
  slice,
  onSlice,
  marketPrice,
  point,
  modelPrice,
}: {
  grid: TSensitivity;
  slice: number;
  onSlice: (index: number) => void;
  marketPrice: number | null;
  point: readonly TModelPointAxis[];
  modelPrice: number;
}) {
  const { t, i18n } = useAppTranslation();
  const { currency } = useModel();
  const language = currentLanguage(i18n);
  const sliceId = useId();
  const [rows, columns, third] = grid.axes;
  if (!rows) return null;
  const reference = marketPrice ?? grid.basePrice;
  const finite = grid.prices.filter((p): p is number => p !== null);
  // Shade by distance from the reference, stretched over the grid's own range of distances, so a grid
  // lying wholly above or below the market price still shows its gradient.
  const distances = finite.map((p) => Math.abs(p - reference));
  const nearest = Math.min(...distances);
  const spread = Math.max(Math.max(...distances) - nearest, 1e-9);
  const percent = (value: number) => formatFigure(value, 'percent', language);
  const place = placeOf(point, slice);
  const pointRow = point[0]?.index ?? null;
  const pointColumn = columns ? (point[1]?.index ?? null) : 0;
  const isSliceOfPoint = !third || point[2]?.index === slice;

  function priceAt(r: number, c: number): number | null {
    const indices = [r, ...(columns ? [c] : []), ...(third ? [slice] : [])];
    return grid.prices[flatIndex(grid, indices)] ?? null;
  }

  function handleSlice(event: ChangeEvent<HTMLSelectElement>): void {
    onSlice(Number(event.target.value));
  }

  const thirdPoint = third ? point[2] : undefined;
  return (
    <div className="flex flex-col gap-3">
      {third ? (
        <div className="flex items-center gap-3 text-sm">
          <label htmlFor={sliceId} className="text-ink">
            {t(VARIABLE_LABELS[third.variable])}
          </label>
          <select
            id={sliceId}
            value={slice}
            onChange={handleSlice}
            data-testid="sensitivity-slice"
            className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
          >
            {third.values.map((value, index) => (
              <option key={value} value={index}>
                {percent(value)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table className="text-sm" data-testid="sensitivity-table">
          <caption className="pb-2 text-left text-xs text-ink-muted">
            {columns
              ? t('valuation:sensitivity.caption', {
                  rows: t(VARIABLE_LABELS[rows.variable]),
                  columns: t(VARIABLE_LABELS[columns.variable]),
                  currency: currencyName(currency, language).trim(),
                })
              : t('valuation:sensitivity.captionOne', {
                  rows: t(VARIABLE_LABELS[rows.variable]),
                  currency: currencyName(currency, language).trim(),
                })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left text-xs font-medium text-ink-muted">
                {t(VARIABLE_LABELS[rows.variable])}
                {columns ? ` \\ ${t(VARIABLE_LABELS[columns.variable])}` : ''}
              </th>
              {(columns?.values ?? [null]).map((value, c) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: one column per grid point, in order.
                  key={c}
                  scope="col"
                  className={`px-3 py-1 text-right text-xs font-semibold tabular-nums ${columns && c === pointColumn ? 'text-accent' : 'text-ink'}`}
                >
                  {value === null ? t('valuation:figures.impliedPrice') : percent(value)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.values.map((rowValue, r) => (
              <tr key={rowValue}>
                <th
                  scope="row"
                  className={`px-2 py-1 text-left text-xs font-semibold tabular-nums ${r === pointRow ? 'text-accent' : 'text-ink'}`}
                >
                  {percent(rowValue)}
                </th>
                {(columns?.values ?? [null]).map((_, c) => {
                  const price = priceAt(r, c);
                  const strength =
                    price === null ? 0 : Math.round(8 + ((Math.abs(price - reference) - nearest) / spread) * 40);
                  const tone = price !== null && price >= reference ? 'var(--color-success)' : 'var(--color-danger)';
                  const isModelPoint = isSliceOfPoint && r === pointRow && c === pointColumn;
                  return (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per grid point, in order.
                      key={c}
                      className={`px-3 py-1.5 text-right text-ink ${isModelPoint ? 'outline-2 outline-accent' : ''}`}
                      style={{ backgroundColor: `color-mix(in oklch, ${tone} ${strength}%, transparent)` }}
                      data-testid={`sensitivity-cell-${r}-${c}`}
                      data-model-point={isModelPoint || undefined}
                    >
                      <Figure value={price} kind="perShare" />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-1 text-xs text-ink-muted" data-testid="sensitivity-legend">
        <li className="flex items-center gap-2" data-testid="sensitivity-model-point" data-place={place}>
          <span aria-hidden="true" className="inline-block h-3 w-4 shrink-0 outline-2 outline-accent" />
          {t(PLACE_MESSAGES[place], {
            price: formatFigure(modelPrice, 'perShare', language, { currency }),
            point: pointText(t, language, point),
            variable: third ? t(VARIABLE_LABELS[third.variable]) : '',
            value: thirdPoint?.value === null || thirdPoint?.value === undefined ? '' : percent(thirdPoint.value),
          })}
        </li>
        <li>
          {marketPrice === null
            ? t('valuation:sensitivity.legendModel')
            : t('valuation:sensitivity.legendMarket', {
                price: formatFigure(marketPrice, 'perShare', language, { currency }),
              })}
        </li>
      </ul>
    </div>
  );
}
