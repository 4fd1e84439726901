import { useState } from 'react';
import { ApiError } from '../../../api/errors';
import { type TReviewFindingData, useModelReview } from '../../../api/review';
import { buttonClass } from '../../../components/button-styles';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { Card } from '../overview';
import { AiReview } from './ai-review';
import { ProposedChangesDialog } from './proposed-changes';

const SEVERITY_LABELS = {
  critical: 'valuation:review.severity.critical',
  warning: 'valuation:review.severity.warning',
  info: 'valuation:review.severity.info',
} as const;

const SEVERITY_STYLE: Record<TReviewFindingData['severity'], string> = {
  critical: 'border-danger/40 bg-danger/10 text-danger',
  warning: 'border-amber-500/40 bg-amber-500/10 text-amber-700',
  info: 'border-line bg-surface-muted text-ink-muted',
};

/**
 * The model's rule checks (`model/dcf/review`), most severe first: each finding's message with its
 * figures, the cells it concerns and, where the fix is obvious, "Apply suggestion": the change as
 * data-sheet modifications, previewed (each value before and after, the value per share before and
 * after) and applied on the server only when the user accepts.
 */
export function ReviewTab() {
  const { t } = useAppTranslation();
  const { values, saveState, currency } = useModel();
  const query = useModelReview(values.modelId, values.updatedAt);
  const [asking, setAsking] = useState<TReviewFindingData | null>(null);

  return (
    <Card title={t('valuation:review.title')}>
      <p className="mb-3 text-sm text-ink">{t('valuation:review.intro')}</p>
      {saveState !== 'saved' ? (
        <p className="mb-3 text-xs text-ink-muted" data-testid="review-pending">
          {t('valuation:review.pending')}
        </p>
      ) : null}
      {query.isPending ? (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('valuation:review.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-ink">
          <p>{query.error instanceof ApiError ? query.error.message : t('valuation:review.loadFailed')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            {t('valuation:review.retry')}
          </button>
        </div>
      ) : (
        <>
          {query.data.findings.length === 0 ? (
            <p className="text-sm text-ink" data-testid="review-none">
              {t('valuation:review.none')}
            </p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="review-findings">
              {query.data.findings.map((finding) => (
                <Finding key={finding.code} finding={finding} onApply={() => setAsking(finding)} />
              ))}
            </ul>
          )}
          {query.data.peers.length > 0 ? (
            <p className="mt-3 text-xs text-ink-muted">
              {t('valuation:review.peers', { peers: query.data.peers.join(', ') })}
            </p>
          ) : null}
          <p className="mt-3 text-xs text-ink-muted" data-testid="review-disclaimer">
            {query.data.disclaimer}
          </p>
        </>
      )}
      <AiReview modelId={values.modelId} currency={currency} />
      {asking?.modifications ? (
        <ProposedChangesDialog modifications={asking.modifications} onClose={() => setAsking(null)} />
      ) : null}
    </Card>
  );
}

function Finding({ finding, onApply }: { finding: TReviewFindingData; onApply: () => void }) {
  const { t } = useAppTranslation();
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-line p-3"
      data-testid={`review-finding-${finding.code}`}
      data-severity={finding.severity}
    >
      <div className="flex items-start gap-3">
        <span
          className={`shrink-0 rounded border px-2 py-0.5 text-xs font-semibold ${SEVERITY_STYLE[finding.severity]}`}
        >
          {t(SEVERITY_LABELS[finding.severity])}
        </span>
        <p className="text-sm text-ink">{finding.message}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1 text-xs text-ink-muted">
        <span>{t('valuation:review.cells')}:</span>
        {finding.cells.map((cell) => (
          <code key={cell} className="rounded bg-surface-muted px-1.5 py-0.5">
            {cell}
          </code>
        ))}
      </div>
      {finding.modifications ? (
        <div>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={onApply}
            data-testid={`review-apply-${finding.code}`}
          >
            {t('valuation:review.apply')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
