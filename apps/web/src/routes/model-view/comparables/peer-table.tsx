import type { TCompsData, TCompsPeerData } from '../../../api/comps';
import { buttonClass } from '../../../components/button-styles';
import { Figure } from '../../../components/model/figure';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useReportUnit } from '../report-unit/use-report-unit';
import { COMPS_MULTIPLE_KEYS, multipleKeyOf, type TCompsMultipleKey } from './comps-csv';
import { MISSING_PEER_LABELS, MULTIPLE_LABELS, REASON_LABELS, RULE_LABELS } from './labels';

type TMultiples = TCompsPeerData['multiples'];
type TCounted = ReadonlyMap<TCompsMultipleKey, ReadonlySet<string>>;

/**
 * The model's own company first, set apart and never counted, then the peers: a peer's figure that
 * is left out of a multiple's mean, median, low and high is struck through and says so, and a peer
 * none of whose multiples is counted (no data, or none positive) is marked "not counted" on its row.
 * The peers the data source no longer resolves keep a row of their own, marked the same way.
 */
export function PeerTable({
  comps,
  currency,
  onRemove,
  isSaving,
}: {
  comps: TCompsData;
  currency: string;
  onRemove: (ticker: string) => void;
  isSaving: boolean;
}) {
  const { t } = useAppTranslation();
  const { label: unitLabel } = useReportUnit();
  const counted = countedPeers(comps);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="comps-peers">
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            <th className="py-2 pr-3 font-medium">{t('valuation:comps.columns.ticker')}</th>
            <th className="py-2 pr-3 font-medium">{t('valuation:comps.columns.company')}</th>
            <th className="py-2 pr-3 font-medium">{t('valuation:comps.columns.rule')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('valuation:comps.columns.price')}</th>
            <th className="py-2 pr-3 text-right font-medium">
              {t('valuation:comps.columns.marketCap')}
              <span className="block text-xs font-normal" data-testid="comps-market-cap-unit">
                {unitLabel}
              </span>
            </th>
            {COMPS_MULTIPLE_KEYS.map((key) => (
              <th key={key} className="py-2 pr-3 text-right font-medium">
                {t(MULTIPLE_LABELS[key])}
              </th>
            ))}
            <th className="py-2">
              <span className="sr-only">{t('valuation:comps.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="border-b-2 border-line-strong" data-testid="comps-subject-body">
          <SubjectRow comps={comps} currency={currency} />
        </tbody>
        <tbody>
          {comps.peers.map((peer) => (
            <PeerRow
              key={peer.ticker}
              peer={peer}
              counted={counted}
              currency={currency}
              onRemove={onRemove}
              isSaving={isSaving}
            />
          ))}
          {comps.missingPeers.map((missing) => (
            <MissingPeerRow
              key={missing.ticker}
              ticker={missing.ticker}
              reason={missing.reason}
              onRemove={onRemove}
              isSaving={isSaving}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Per multiple, the peers its statistics counted (as the server computed them). */
export function countedPeers(comps: TCompsData): TCounted {
  return new Map(comps.summary.map((row) => [multipleKeyOf(row.kind), new Set(row.peerTickers)]));
}

function SubjectRow({ comps, currency }: { comps: TCompsData; currency: string }) {
  const { t } = useAppTranslation();
  const { unit: reportUnit } = useReportUnit();
  const { subject } = comps;
  return (
    <tr className="bg-accent-soft/60" data-testid="comps-subject">
      <td className="py-2 pr-3 pl-2 font-semibold text-ink">{subject.ticker || '—'}</td>
      <td className="py-2 pr-3 font-semibold text-ink">{subject.name}</td>
      <td className="py-2 pr-3">
        <Badge tone="accent" testId="comps-subject-badge">
          {t('valuation:comps.subjectBadge')}
        </Badge>
      </td>
      <td className="py-2 pr-3 text-right">
        <Figure value={subject.inputs.price} kind="perShare" currency={currency} />
      </td>
      <td className="py-2 pr-3 text-right">
        <Figure value={subject.inputs.marketCap} kind="money" scale={reportUnit} />
      </td>
      <MultipleCells multiples={subject.multiples} testPrefix="comps-subject" />
      <td className="py-2" />
    </tr>
  );
}

function PeerRow({
  peer,
  counted,
  currency,
  onRemove,
  isSaving,
}: {
  peer: TCompsPeerData;
  counted: TCounted;
  currency: string;
  onRemove: (ticker: string) => void;
  isSaving: boolean;
}) {
  const { t } = useAppTranslation();
  const { unit: reportUnit } = useReportUnit();
  const isCounted = [...counted.values()].some((tickers) => tickers.has(peer.ticker));

  function handleRemove(): void {
    onRemove(peer.ticker);
  }

  return (
    <tr
      className="border-b border-line last:border-0"
      data-testid={`comps-peer-${peer.ticker}`}
      data-counted={isCounted}
    >
      <td className={`py-2 pr-3 pl-2 font-semibold ${isCounted ? 'text-ink' : 'text-ink-muted'}`}>{peer.ticker}</td>
      <td className={`py-2 pr-3 ${isCounted ? 'text-ink' : 'text-ink-muted'}`}>{peer.name}</td>
      <td className="py-2 pr-3 text-ink-muted">
        <span className="flex flex-wrap items-center gap-1.5">
          {t(RULE_LABELS[peer.rule])}
          {isCounted ? null : (
            <Badge
              tone="warning"
              testId={`comps-not-counted-${peer.ticker}`}
              title={t('valuation:comps.notCountedHint')}
            >
              {t('valuation:comps.notCounted')}
            </Badge>
          )}
        </span>
      </td>
      <td className="py-2 pr-3 text-right">
        <Figure value={peer.inputs.price} kind="perShare" currency={currency} />
      </td>
      <td className="py-2 pr-3 text-right">
        <Figure value={peer.inputs.marketCap} kind="money" scale={reportUnit} />
      </td>
      <MultipleCells
        multiples={peer.multiples}
        testPrefix={`comps-${peer.ticker}`}
        isCounted={(key) => counted.get(key)?.has(peer.ticker) ?? false}
      />
      <td className="py-2 text-right">
        <RemoveButton ticker={peer.ticker} onRemove={handleRemove} isSaving={isSaving} />
      </td>
    </tr>
  );
}

/** A peer of the set the data source no longer resolves: shown, with why, and never counted. */
function MissingPeerRow({
  ticker,
  reason,
  onRemove,
  isSaving,
}: {
  ticker: string;
  reason: TCompsData['missingPeers'][number]['reason'];
  onRemove: (ticker: string) => void;
  isSaving: boolean;
}) {
  const { t } = useAppTranslation();

  function handleRemove(): void {
    onRemove(ticker);
  }

  return (
    <tr className="border-b border-line last:border-0" data-testid={`comps-peer-${ticker}`} data-counted={false}>
      <td className="py-2 pr-3 pl-2 font-semibold text-ink-muted">{ticker}</td>
      <td className="py-2 pr-3 text-ink-muted" colSpan={4}>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone="warning" testId={`comps-not-counted-${ticker}`} title={t('valuation:comps.notCountedHint')}>
            {t('valuation:comps.notCounted')}
          </Badge>
          {t(MISSING_PEER_LABELS[reason], { tickers: ticker })}
        </span>
      </td>
      {COMPS_MULTIPLE_KEYS.map((key) => (
        <td key={key} className="py-2 pr-3 text-right text-ink-muted">
          <Figure value={null} kind="multiple" />
        </td>
      ))}
      <td className="py-2 text-right">
        <RemoveButton ticker={ticker} onRemove={handleRemove} isSaving={isSaving} />
      </td>
    </tr>
  );
}

/**
 * A company's eight multiples. A missing one says why on hover; a peer's value left out of the
 * statistics (`isCounted` false) is struck through and says that it is not counted.
 */
function MultipleCells({
  multiples,
  testPrefix,
  isCounted,
}: {
  multiples: TMultiples;
  testPrefix: string;
  isCounted?: (key: TCompsMultipleKey) => boolean;
}) {
  const { t } = useAppTranslation();
  return COMPS_MULTIPLE_KEYS.map((key) => {
    const multiple = multiples[key];
    const value = multiple?.value ?? null;
    const isLeftOut = value !== null && isCounted !== undefined && !isCounted(key);
    const title = multiple?.reason
      ? t(REASON_LABELS[multiple.reason])
      : isLeftOut
        ? t('valuation:comps.valueNotCounted')
        : undefined;
    return (
      <td
        key={key}
        className={`py-2 pr-3 text-right ${isLeftOut ? 'text-ink-muted line-through' : ''}`}
        title={title}
        data-counted={isCounted === undefined || value === null ? undefined : !isLeftOut}
      >
        <Figure value={value} kind="multiple" testId={`${testPrefix}-${key}`} />
      </td>
    );
  });
}

function RemoveButton({ ticker, onRemove, isSaving }: { ticker: string; onRemove: () => void; isSaving: boolean }) {
  const { t } = useAppTranslation();
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={onRemove}
      disabled={isSaving}
      aria-label={t('valuation:comps.remove', { ticker })}
      data-testid={`comps-remove-${ticker}`}
    >
      {t('valuation:comps.removeShort')}
    </button>
  );
}

function Badge({
  tone,
  title,
  testId,
  children,
}: {
  tone: 'accent' | 'warning';
  title?: string;
  testId: string;
  children: string;
}) {
  const toneClass = tone === 'accent' ? 'border-accent/40 text-accent' : 'border-warning/60 text-ink';
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${toneClass}`}
      title={title}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
