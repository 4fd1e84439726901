import { useState } from 'react';
import { type TCompsData, useModelComps, useSaveComps } from '../../../api/comps';
import { ApiError } from '../../../api/errors';
import type { TTickerHitData } from '../../../api/model';
import { buttonClass } from '../../../components/button-styles';
import { saveFile } from '../../../components/files/save-file';
import { Figure } from '../../../components/model/figure';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { TickerSearch } from '../../new-model/ticker-search';
import { useModel } from '../model-context';
import { Card } from '../overview';
import { compsCsv, multipleKeyOf } from './comps-csv';
import { MULTIPLE_LABELS } from './labels';
import { PeerTable } from './peer-table';
import { RegeneratePanel } from './regenerate-panel';

/**
 * Comparables: the peers (default: same industry, then sector, closest in size) with their
 * multiples at the model's valuation date from their own filings and prices; add or remove by
 * ticker, or re-generate them with instructions to the chat model (structured filters without one),
 * accepting the proposals that pass the check; per multiple mean, median, low, high and the implied
 * price; CSV download.
 */
export function ComparablesTab() {
  const { t } = useAppTranslation();
  const { values } = useModel();
  const query = useModelComps(values.modelId);

  if (query.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink" data-testid="comps-error">
        <p>{query.error instanceof ApiError ? query.error.message : t('valuation:comps.loadFailed')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          {t('valuation:status.retry')}
        </button>
      </div>
    );
  }
  return <CompsView comps={query.data} />;
}

function CompsView({ comps }: { comps: TCompsData }) {
  const { t } = useAppTranslation();
  const { values, currency } = useModel();
  const save = useSaveComps();
  const [selected, setSelected] = useState<TTickerHitData | null>(null);
  const tickers = comps.peers.map((peer) => peer.ticker);

  function saveTickers(next: string[] | null): void {
    save.mutate({ modelId: values.modelId, tickers: next });
  }

  function handleAdd(): void {
    if (!selected) return;
    saveTickers([...tickers, selected.ticker]);
    setSelected(null);
  }

  function handleRemove(ticker: string): void {
    saveTickers(tickers.filter((candidate) => candidate !== ticker));
  }

  function handleReset(): void {
    saveTickers(null);
  }

  function handleDownload(): void {
    const blob = new Blob([compsCsv(comps)], { type: 'text/csv;charset=utf-8' });
    saveFile(blob, `${values.ticker}-comparables.csv`);
  }

  return (
    <div className="flex flex-col gap-6" data-testid="comparables-tab">
      <Card
        title={t('valuation:comps.title')}
        actions={
          <div className="flex gap-2">
            {comps.isSaved ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={handleReset}
                disabled={save.isPending}
                data-testid="comps-reset"
              >
                {t('valuation:comps.reset')}
              </button>
            ) : null}
            <button type="button" className={buttonClass('secondary')} onClick={handleDownload} data-testid="comps-csv">
              {t('valuation:comps.csv')}
            </button>
          </div>
        }
      >
        <p className="mb-4 text-sm text-ink-muted">{t('valuation:comps.intro', { date: comps.asOf })}</p>
        <RegeneratePanel comps={comps} />
        <div className="mb-4 flex flex-wrap items-end gap-3" data-testid="comps-add">
          <div className="min-w-64 flex-1">
            <TickerSearch selected={selected} onSelect={setSelected} />
          </div>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={handleAdd}
            disabled={!selected || save.isPending}
            data-testid="comps-add-button"
          >
            {t('valuation:comps.add')}
          </button>
        </div>
        {save.isError ? (
          <p role="alert" className="mb-4 text-sm text-danger" data-testid="comps-save-error">
            {save.error instanceof ApiError ? save.error.message : t('valuation:comps.saveFailed')}
          </p>
        ) : null}
        {comps.peers.length === 0 && comps.missingPeers.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="comps-empty">
            {comps.isSaved ? t('valuation:comps.emptySaved') : t('valuation:comps.empty')}
          </p>
        ) : (
          <PeerTable comps={comps} currency={currency} onRemove={handleRemove} isSaving={save.isPending} />
        )}
        <p className="mt-3 text-xs text-ink-muted">{t('valuation:comps.forwardNote')}</p>
      </Card>
      <Card title={t('valuation:comps.summaryTitle')}>
        <SummaryTable comps={comps} currency={currency} />
      </Card>
    </div>
  );
}

function SummaryTable({ comps, currency }: { comps: TCompsData; currency: string }) {
  const { t } = useAppTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="comps-summary">
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            <th className="py-2 pr-3 font-medium">{t('valuation:comps.columns.multiple')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.peersUsed')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.mean')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.median')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.low')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.high')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.impliedPrice')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.impliedRange')}</th>
          </tr>
        </thead>
        <tbody>
          {comps.summary.map((row) => {
            const key = multipleKeyOf(row.kind);
            const note = row.stats
              ? row.impliedPrice
                ? undefined
                : t('valuation:comps.noImplied')
              : t('valuation:comps.noStats');
            return (
              <tr key={row.kind} className="border-b border-line last:border-0" data-testid={`comps-summary-${key}`}>
                <td className="py-2 pr-3 text-ink">{t(MULTIPLE_LABELS[key])}</td>
                <td className="py-2 pr-3 text-right">
                  <Figure value={row.count} kind="number" />
                </td>
                <td className="py-2 pr-3 text-right">
                  <Figure value={row.stats?.mean ?? null} kind="multiple" />
                </td>
                <td className="py-2 pr-3 text-right">
                  <Figure value={row.stats?.median ?? null} kind="multiple" />
                </td>
                <td className="py-2 pr-3 text-right">
                  <Figure value={row.stats?.low ?? null} kind="multiple" />
                </td>
                <td className="py-2 pr-3 text-right">
                  <Figure value={row.stats?.high ?? null} kind="multiple" />
                </td>
                <td className="py-2 pr-3 text-right" title={note}>
                  <Figure
                    value={row.impliedPrice?.median ?? null}
                    kind="perShare"
                    currency={currency}
                    testId={`comps-implied-${key}`}
                  />
                </td>
                <td className="py-2 pr-3 text-right">
                  {row.impliedPrice ? (
                    <>
                      <Figure value={row.impliedPrice.low} kind="perShare" currency={currency} />
                      {t('valuation:comps.rangeSeparator')}
                      <Figure value={row.impliedPrice.high} kind="perShare" currency={currency} />
                    </>
                  ) : (
                    <span className="text-ink-muted">{note}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
