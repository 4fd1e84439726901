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
import { ConfigDialog } from './config-dialog';
import { chartPng, SensitivityChart } from './sensitivity-chart';
import { DEFAULT_SENSITIVITY, flatIndex, runGrid, sensitivityCsv, type TSensitivityConfig } from './sensitivity-grid';
import { VARIABLE_LABELS } from './variable-labels';

/** Sensitivity: implied price per share over a grid of 1–3 variables, as a heat map, with CSV download. */
export function SensitivityTab() {
  const { t } = useAppTranslation();
  const { input, result, values, currency } = useModel();
  const [config, setConfig] = useState<TSensitivityConfig>(DEFAULT_SENSITIVITY);
  const [isConfigOpen, setIsConfigOpen] = useState(false);
  const [slice, setSlice] = useState(0);
  const model = result.ok ? result.value : null;
  const grid = useMemo(() => (model ? runGrid(input, model, config) : null), [input, model, config]);
  const chartRef = useRef<SVGSVGElement>(null);

  function openConfig(): void {
    setIsConfigOpen(true);
  }

  function closeConfig(): void {
    setIsConfigOpen(false);
  }

  function handleRun(next: TSensitivityConfig): void {
    setConfig(next);
    setSlice(0);
  }

  function handleDownload(): void {
    if (!grid?.ok) return;
    const blob = new Blob([sensitivityCsv(grid.value, currency)], { type: 'text/csv;charset=utf-8' });
    saveFile(blob, `${values.ticker}-sensitivity.csv`);
  }

  function handlePngClick(): void {
    void handlePng();
  }

  async function handlePng(): Promise<void> {
    if (!chartRef.current) return;
    const blob = await chartPng(chartRef.current);
    if (blob) saveFile(blob, `${values.ticker}-sensitivity.png`);
  }

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
        {grid && !grid.ok ? (
          <p role="alert" className="text-sm text-danger" data-testid="sensitivity-error">
            {t('valuation:sensitivity.invalid')}
          </p>
        ) : null}
        {grid?.ok ? (
          <>
            <HeatMap grid={grid.value} slice={slice} onSlice={setSlice} marketPrice={model?.dcf.bridge.price ?? null} />
            <div className="mt-6 overflow-x-auto">
              <SensitivityChart ref={chartRef} grid={grid.value} slice={slice} currency={currency} />
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

function HeatMap({
  grid,
  slice,
  onSlice,
  marketPrice,
}: {
  grid: TSensitivity;
  slice: number;
  onSlice: (index: number) => void;
  marketPrice: number | null;
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

  function priceAt(r: number, c: number): number | null {
    const indices = [r, ...(columns ? [c] : []), ...(third ? [slice] : [])];
    return grid.prices[flatIndex(grid, indices)] ?? null;
  }

  function handleSlice(event: ChangeEvent<HTMLSelectElement>): void {
    onSlice(Number(event.target.value));
  }

  const centreRow = (rows.steps - 1) / 2;
  const centreColumn = columns ? (columns.steps - 1) / 2 : 0;
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
                  currency,
                })
              : t('valuation:sensitivity.captionOne', { rows: t(VARIABLE_LABELS[rows.variable]), currency })}
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
                  className={`px-3 py-1 text-right text-xs font-semibold tabular-nums ${c === centreColumn ? 'text-accent' : 'text-ink'}`}
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
                  className={`px-2 py-1 text-left text-xs font-semibold tabular-nums ${r === centreRow ? 'text-accent' : 'text-ink'}`}
                >
                  {percent(rowValue)}
                </th>
                {(columns?.values ?? [null]).map((_, c) => {
                  const price = priceAt(r, c);
                  const strength =
                    price === null ? 0 : Math.round(8 + ((Math.abs(price - reference) - nearest) / spread) * 40);
                  const tone = price !== null && price >= reference ? 'var(--color-success)' : 'var(--color-danger)';
                  const isCentre = r === centreRow && c === centreColumn;
                  return (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per grid point, in order.
                      key={c}
                      className={`px-3 py-1.5 text-right text-ink ${isCentre ? 'outline-2 outline-accent' : ''}`}
                      style={{ backgroundColor: `color-mix(in oklch, ${tone} ${strength}%, transparent)` }}
                      data-testid={`sensitivity-cell-${r}-${c}`}
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
      <p className="text-xs text-ink-muted">
        {marketPrice === null
          ? t('valuation:sensitivity.legendModel')
          : t('valuation:sensitivity.legendMarket', {
              price: formatFigure(marketPrice, 'perShare', language, { currency }),
            })}
      </p>
    </div>
  );
}
