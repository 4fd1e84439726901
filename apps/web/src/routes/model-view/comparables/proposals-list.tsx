import { MAX_COMPS_PEERS } from '@app/contract';
import { useState } from 'react';
import { type TCompsData, type TCompsProposalData, type TCompsProposalsData, useSaveComps } from '../../../api/comps';
import { ApiError } from '../../../api/errors';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Figure } from '../../../components/model/figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { REJECTION_LABELS, SECTOR_LABELS } from './labels';
import { countryName } from './utils/country-names';
import { useFiltersSummary } from './utils/filters-summary';

/**
 * The proposed peers with why each was chosen and what the SEC data says of it: a peer that passed
 * the check can be accepted (alone, with all the others, or in place of the current peers, after a
 * confirmation); one that failed shows every reason and cannot be. Accepting saves through the
 * usual save of the peer set, so the Comparables tab follows at once.
 */
export function ProposalsList({ comps, result }: { comps: TCompsData; result: TCompsProposalsData }) {
  const { t } = useAppTranslation();
  const save = useSaveComps();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [isConfirmingReplace, setIsConfirmingReplace] = useState(false);
  const summary = useFiltersSummary(result.filters);
  const current = comps.peers.map((peer) => peer.ticker);
  const isCurrent = (proposal: TCompsProposalData) => current.includes(proposal.ticker);
  const shown = result.proposals.filter((proposal) => !dismissed.has(proposal.ticker));
  const acceptable = shown.filter((proposal) => proposal.isPassed && !isCurrent(proposal));
  const replacing = shown.filter((proposal) => proposal.isPassed).map((proposal) => proposal.ticker);
  const isFull = current.length + acceptable.length > MAX_COMPS_PEERS;

  function saveTickers(tickers: string[], added: readonly string[], onDone?: () => void): void {
    save.mutate(
      { modelId: comps.modelId, tickers },
      {
        onSuccess: () => {
          setAccepted((before) => new Set([...before, ...added]));
          onDone?.();
        },
      },
    );
  }

  function handleAccept(ticker: string): void {
    saveTickers([...current, ticker], [ticker]);
  }

  function handleReject(ticker: string): void {
    setDismissed((before) => new Set([...before, ticker]));
  }

  function handleAcceptAll(): void {
    const tickers = acceptable.map((proposal) => proposal.ticker);
    saveTickers([...current, ...tickers], tickers);
  }

  function handleReplace(): void {
    saveTickers(replacing, replacing, () => setIsConfirmingReplace(false));
  }

  function handleAskReplace(): void {
    setIsConfirmingReplace(true);
  }

  function handleCloseReplace(): void {
    setIsConfirmingReplace(false);
  }

  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="comps-proposals">
      <div className="flex flex-col gap-1 text-sm">
        <h4 className="font-semibold text-ink">{t('peers:proposals.title')}</h4>
        <p className="text-ink-muted" data-testid="comps-proposals-source">
          {result.source === 'chat_model'
            ? t('peers:proposals.byModel', { model: result.modelName ?? '' })
            : t('peers:proposals.byFilters', { count: result.searched })}
        </p>
        <p className="text-ink-muted" data-testid="comps-proposals-filters">
          {summary.length > 0
            ? t('peers:proposals.filtersChecked', { filters: summary.join(t('peers:proposals.filterSeparator')) })
            : t('peers:proposals.noFilters')}
        </p>
        {result.isPartial ? <p className="text-ink-muted">{t('peers:proposals.partial')}</p> : null}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="comps-proposals-empty">
          {result.source === 'chat_model' ? t('peers:proposals.none') : t('peers:proposals.noneFound')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-ink-muted">
                <th className="py-2 pr-3 font-medium">{t('peers:proposals.columns.company')}</th>
                <th className="py-2 pr-3 font-medium">{t('peers:proposals.columns.why')}</th>
                <th className="py-2 pr-3 font-medium">{t('peers:proposals.columns.checked')}</th>
                <th className="py-2 pr-3 font-medium">{t('peers:proposals.columns.result')}</th>
                <th className="py-2 pr-3 font-medium">{t('peers:proposals.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((proposal) => (
                <ProposalRow
                  key={proposal.ticker}
                  proposal={proposal}
                  isCurrent={isCurrent(proposal)}
                  isAccepted={accepted.has(proposal.ticker)}
                  canAccept={current.length < MAX_COMPS_PEERS && !save.isPending}
                  onAccept={handleAccept}
                  onReject={handleReject}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {save.isError && !isConfirmingReplace ? (
        <p role="alert" className="text-sm text-danger" data-testid="comps-proposals-save-error">
          {save.error instanceof ApiError ? save.error.message : t('valuation:comps.saveFailed')}
        </p>
      ) : null}
      {isFull && acceptable.length > 0 ? (
        <p className="text-sm text-ink-muted" data-testid="comps-proposals-full">
          {t('peers:proposals.tooMany', { max: MAX_COMPS_PEERS })}
        </p>
      ) : null}
      {replacing.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={handleAcceptAll}
            disabled={acceptable.length === 0 || isFull || save.isPending}
            data-testid="comps-accept-all"
          >
            {t('peers:proposals.acceptAll', { count: acceptable.length })}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handleAskReplace}
            disabled={replacing.length > MAX_COMPS_PEERS || save.isPending}
            data-testid="comps-replace"
          >
            {t('peers:proposals.replace')}
          </button>
        </div>
      ) : null}
      {isConfirmingReplace ? (
        <ConfirmDialog
          title={t('peers:proposals.replaceTitle')}
          body={t('peers:proposals.replaceBody', { current: current.length, count: replacing.length })}
          confirmLabel={t('peers:proposals.replaceConfirm')}
          onConfirm={handleReplace}
          onClose={handleCloseReplace}
          isPending={save.isPending}
          error={save.error}
          testId="comps-replace-dialog"
          confirmTestId="comps-replace-confirm"
        />
      ) : null}
    </div>
  );
}

function ProposalRow({
  proposal,
  isCurrent,
  isAccepted,
  canAccept,
  onAccept,
  onReject,
}: {
  proposal: TCompsProposalData;
  isCurrent: boolean;
  isAccepted: boolean;
  canAccept: boolean;
  onAccept: (ticker: string) => void;
  onReject: (ticker: string) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { ticker } = proposal;
  const country = proposal.countryCode ? countryName(proposal.countryCode, language) : proposal.country;

  function handleAccept(): void {
    onAccept(ticker);
  }

  function handleReject(): void {
    onReject(ticker);
  }

  return (
    <tr
      className="border-b border-line align-top last:border-0"
      data-testid={`comps-proposal-${ticker}`}
      data-passed={proposal.isPassed}
    >
      <td className="py-2 pr-3">
        <div className="font-medium text-ink">{ticker}</div>
        {proposal.name ? <div className="text-ink-muted">{proposal.name}</div> : null}
      </td>
      <td className="max-w-xs py-2 pr-3 text-ink" data-testid={`comps-proposal-why-${ticker}`}>
        {proposal.why ?? <span className="text-ink-muted">{t('peers:proposals.matchedFilters')}</span>}
      </td>
      <td className="py-2 pr-3 text-ink-muted" data-testid={`comps-proposal-checked-${ticker}`}>
        {proposal.cik === null ? (
          t('peers:proposals.notInSec')
        ) : (
          <ul className="flex flex-col gap-0.5">
            <li>
              {proposal.sic ? t('peers:proposals.sic', { code: proposal.sic }) : t('peers:proposals.noSic')}
              {proposal.sicDescription ? <span className="ml-1">({proposal.sicDescription})</span> : null}
            </li>
            {proposal.sector ? <li>{t(SECTOR_LABELS[proposal.sector])}</li> : null}
            <li>{country ?? t('peers:proposals.noCountry')}</li>
            <li>
              {proposal.revenueFiscalYear
                ? t('peers:proposals.revenueOf', { year: proposal.revenueFiscalYear })
                : t('peers:proposals.revenue')}{' '}
              <Figure
                value={proposal.revenue}
                kind="money"
                currency={proposal.currency ?? undefined}
                scale="compact"
                testId={`comps-proposal-revenue-${ticker}`}
              />
            </li>
            <li>
              {t('peers:proposals.marketCap')} <Figure value={proposal.marketCap} kind="money" scale="compact" />
            </li>
          </ul>
        )}
      </td>
      <td className="py-2 pr-3" data-testid={`comps-proposal-result-${ticker}`}>
        {!proposal.isPassed ? (
          <div className="flex flex-col gap-0.5 text-danger">
            <span className="font-medium">{t('peers:proposals.rejected')}</span>
            <ul>
              {proposal.rejections.map((reason) => (
                <li key={reason} data-testid={`comps-rejection-${ticker}-${reason}`}>
                  {t(REJECTION_LABELS[reason])}
                </li>
              ))}
            </ul>
          </div>
        ) : isCurrent ? (
          <span className="text-ink-muted">
            {isAccepted ? t('peers:proposals.accepted') : t('peers:proposals.current')}
          </span>
        ) : (
          <span className="text-success">{t('peers:proposals.passed')}</span>
        )}
      </td>
      <td className="py-2 pr-3">
        <div className="flex gap-2">
          {proposal.isPassed && !isCurrent ? (
            <button
              type="button"
              className={buttonClass('secondary', 'px-2 py-1')}
              onClick={handleAccept}
              disabled={!canAccept}
              aria-label={t('peers:proposals.acceptLabel', { ticker })}
              data-testid={`comps-accept-${ticker}`}
            >
              {t('peers:proposals.accept')}
            </button>
          ) : null}
          {isCurrent ? null : (
            <button
              type="button"
              className={buttonClass('ghost', 'px-2 py-1')}
              onClick={handleReject}
              aria-label={t('peers:proposals.rejectLabel', { ticker })}
              data-testid={`comps-reject-${ticker}`}
            >
              {t('peers:proposals.reject')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
