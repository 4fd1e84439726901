import { Link } from 'react-router';
import type { TChatSourceData } from '../../api/conversation';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { sourceElementId } from './utils/source-ids';

/** Series names the assistant's tools report, in words (others are shown as the tool names them). */
const SERIES_KEYS = {
  price: 'chat:source.seriesNames.price',
  beta: 'chat:source.seriesNames.beta',
  risk_free_rate: 'chat:source.seriesNames.riskFreeRate',
  company_profile: 'chat:source.seriesNames.companyProfile',
  ticker_list: 'chat:source.seriesNames.tickerList',
  peers: 'chat:source.seriesNames.peers',
} as const;

/** Where a tool's figures came from: each source with its `[ref]`, the target of the reply's citations. */
export function SourceList({ sources, messageKey }: { sources: readonly TChatSourceData[]; messageKey: string }) {
  return (
    <ul className="flex flex-col gap-1.5 text-xs text-ink">
      {sources.map((source) => (
        <li
          key={`${source.ref}-${source.kind}`}
          id={sourceElementId(messageKey, source.ref)}
          tabIndex={-1}
          className="flex gap-2 rounded px-1 outline-none focus:bg-surface-muted"
          data-testid="chat-source"
        >
          <span className="shrink-0 font-medium text-ink-muted tabular-nums">[{source.ref}]</span>
          <SourceText source={source} />
        </li>
      ))}
    </ul>
  );
}

function SourceText({ source }: { source: TChatSourceData }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const date = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? formatDate(iso, language) : iso);

  if (source.kind === 'filing') {
    const form = source.form ?? '';
    return (
      <span className="flex flex-wrap gap-x-2">
        <span>
          {source.filed
            ? t('chat:source.filing', { form, filed: date(source.filed) })
            : t('chat:source.filingUndated', { form })}
        </span>
        {source.ticker ? <span className="font-medium">{source.ticker}</span> : null}
        {source.periods.length > 0 ? (
          <span className="text-ink-muted">{t('chat:source.periods', { periods: source.periods.join(', ') })}</span>
        ) : null}
        {source.url ? (
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-accent hover:underline">
            {t('chat:source.openFiling')}
          </a>
        ) : null}
      </span>
    );
  }
  if (source.kind === 'model') {
    return (
      <span className="flex flex-wrap gap-x-2">
        <span>
          {t('chat:source.model', { name: source.name, ticker: source.ticker, saved: date(source.updatedAt) })}
        </span>
        <Link to={`/models/${source.modelId}`} className="text-accent hover:underline">
          {t('chat:source.openModel')}
        </Link>
      </span>
    );
  }
  if (source.kind === 'passage') {
    const pages = pageRange(source.pages);
    return (
      <span className="flex flex-wrap gap-x-2">
        <span className="font-medium">{source.documentName}</span>
        {pages ? <span className="text-ink-muted">{t('chat:source.pages', { pages })}</span> : null}
      </span>
    );
  }
  const seriesKey = SERIES_KEYS[source.series as keyof typeof SERIES_KEYS];
  const series = seriesKey ? t(seriesKey) : source.series;
  const isLink = source.location !== null && /^https?:\/\//.test(source.location);
  return (
    <span className="flex flex-wrap gap-x-2">
      <span>{source.ticker ? t('chat:source.series', { series, ticker: source.ticker }) : series}</span>
      {source.asOf ? (
        <span className="text-ink-muted">{t('chat:source.asOf', { date: date(source.asOf) })}</span>
      ) : null}
      {source.provider ? (
        <span className="text-ink-muted">{t('chat:source.provider', { provider: source.provider })}</span>
      ) : null}
      {source.location && isLink ? (
        <a
          href={source.location}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-accent hover:underline"
        >
          {source.location}
        </a>
      ) : source.location ? (
        <span className="break-all text-ink-muted">{source.location}</span>
      ) : null}
    </span>
  );
}

/** `3`, or `3–5` for a passage across pages; empty for a document without pages. */
export function pageRange(pages: readonly number[]): string {
  if (pages.length === 0) return '';
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  return first === last ? String(first) : `${first}–${last}`;
}
