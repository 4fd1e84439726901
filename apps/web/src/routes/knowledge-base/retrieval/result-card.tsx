import type { TRetrievedChunkData } from '../../../api/knowledge-chunks';
import { formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { pagesLabel } from '../../knowledge-chunks/pages-label';
import { HighlightedText } from './highlighted-text';

const SCORES = [
  { field: 'similarity', label: 'knowledge:retrieval.similarity' },
  { field: 'vectorSimilarity', label: 'knowledge:retrieval.vectorSimilarity' },
  { field: 'termSimilarity', label: 'knowledge:retrieval.termSimilarity' },
] as const;

/** One chunk a retrieval test found: its document and pages, its scores, and the passage with the question's terms marked. */
export function ResultCard({ chunk }: { chunk: TRetrievedChunkData }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  return (
    <article
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid="retrieval-result"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-ink" data-testid="retrieval-result-document">
          {chunk.docnmKwd}
        </p>
        <p className="text-xs text-ink-muted" data-testid="retrieval-result-pages">
          {pagesLabel(t, chunk.pageFrom, chunk.pageTo, chunk.contentType)}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {SCORES.map((score) => (
          <div key={score.field} className="flex gap-1">
            <dt className="text-ink-muted">{t(score.label)}</dt>
            <dd className="font-medium text-ink tabular-nums" data-testid={`retrieval-score-${score.field}`}>
              {formatNumber(chunk[score.field], language, { maximumFractionDigits: 4 })}
            </dd>
          </div>
        ))}
      </dl>
      <HighlightedText
        highlight={chunk.highlight}
        content={chunk.contentWithWeight}
        isTable={chunk.contentType === 'table'}
      />
    </article>
  );
}
