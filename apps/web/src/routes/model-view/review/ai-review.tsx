import { REVIEW_NARRATIVE_LIMITS, toBcp47 } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useTenantInfo } from '../../../api/llm';
import {
  type TReviewCellData,
  useClearReviewConversation,
  useReviewConversation,
  useReviewNarrative,
} from '../../../api/review';
import { buttonClass } from '../../../components/button-styles';
import { ChatModelMissing } from '../../../components/chat-model-missing';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { NarrativeText } from './narrative-text';
import { ProposalPanel } from './proposal-panel';

/** What each status of a cited cell is called. */
const STATUS_LABELS = {
  reported: 'valuation:review.ai.status.reported',
  derived: 'valuation:review.ai.status.derived',
  default: 'valuation:review.ai.status.default',
  input: 'valuation:review.ai.status.input',
  formula: 'valuation:review.ai.status.formula',
} as const satisfies Record<TReviewCellData['status'], string>;

/**
 * "AI review" below the rule checks: the user's chat model writes a review of the saved model
 * (`model/dcf/review/narrative`) citing its cells, shown as chips; its proposed changes are listed
 * to accept or reject; follow-up questions are answered with the earlier turns. The conversation is
 * kept with the model (`review/narrative/history`): opening the tab shows it as stored, with the
 * decisions made on its proposals; "Start over" clears it. Without a chat model, the catalogue's
 * sentence and the way to Settings → Model providers.
 */
export function AiReview({ modelId, currency }: { modelId: string; currency: string }) {
  const { t } = useAppTranslation();
  const tenant = useTenantInfo();
  const hasChatModel = tenant.data ? tenant.data.llmId !== null : true;
  const write = useReviewNarrative();
  const clear = useClearReviewConversation();
  const stored = useReviewConversation(modelId, hasChatModel);
  const exchanges = stored.data?.exchanges ?? [];
  const isFull = stored.data?.isFull ?? false;
  const [question, setQuestion] = useState('');
  const [selected, setSelected] = useState<TReviewCellData | null>(null);
  const isNotConfigured =
    !hasChatModel || (write.error instanceof ApiError && write.error.errorCode === 'LLM_NOT_CONFIGURED');
  const isBusy = write.isPending || clear.isPending;

  function send(asked: string | null): void {
    write.mutate({ modelId, ...(asked ? { question: asked } : {}) }, { onSuccess: () => setQuestion('') });
  }

  function handleWrite(): void {
    send(null);
  }

  function handleStartOver(): void {
    setSelected(null);
    write.reset();
    clear.mutate({ modelId });
  }

  function handleAsk(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const asked = question.trim();
    if (asked) send(asked);
  }

  const last = exchanges.at(-1);
  return (
    <section aria-labelledby="ai-review-title" className="mt-6 border-t border-line pt-4" data-testid="ai-review">
      <h3 id="ai-review-title" className="mb-2 text-base font-semibold text-ink">
        {t('valuation:review.ai.title')}
      </h3>
      <p className="mb-3 text-sm text-ink-muted">{t('valuation:review.ai.intro')}</p>
      {isNotConfigured ? (
        <ChatModelMissing screen="ai-review" linkLabel={t('valuation:review.ai.modelProvidersLink')} />
      ) : (
        <>
          {stored.isPending ? (
            <p role="status" aria-busy="true" className="text-sm text-ink-muted" data-testid="ai-review-loading">
              {t('valuation:review.ai.loading')}
            </p>
          ) : stored.isError ? (
            <p className="text-sm text-danger" data-testid="ai-review-load-error">
              {stored.error instanceof ApiError ? stored.error.message : t('valuation:review.ai.loadFailed')}
            </p>
          ) : exchanges.length === 0 ? (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={handleWrite}
              disabled={isBusy}
              data-testid="ai-review-write"
            >
              {t('valuation:review.ai.write')}
            </button>
          ) : (
            <div className="mb-3">
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={handleStartOver}
                disabled={isBusy}
                data-testid="ai-review-start-over"
              >
                {t('valuation:review.ai.startOver')}
              </button>
            </div>
          )}
          <ol className="flex flex-col gap-4">
            {exchanges.map((exchange) => (
              <li key={exchange.id} className="flex flex-col gap-2" data-testid="ai-review-answer">
                {exchange.question ? (
                  <p className="text-sm italic text-ink-muted">
                    {t('valuation:review.ai.asked', { question: exchange.question })}
                  </p>
                ) : null}
                <NarrativeText narrative={exchange.narrative} onCell={setSelected} />
                <p className="text-xs text-ink-muted">
                  {t('valuation:review.ai.writtenBy', { model: exchange.narrative.modelName })}
                </p>
                {exchange.narrative.proposal ? (
                  <ProposalPanel
                    modelId={modelId}
                    currency={currency}
                    exchangeId={exchange.id}
                    proposal={exchange.narrative.proposal}
                    decision={exchange.decision}
                  />
                ) : null}
              </li>
            ))}
          </ol>
          {selected ? <CellDetail cell={selected} /> : null}
          {write.isPending ? (
            <p role="status" aria-busy="true" className="mt-2 text-sm text-ink-muted">
              {t('valuation:review.ai.writing')}
            </p>
          ) : null}
          {clear.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger" data-testid="ai-review-clear-error">
              {clear.error instanceof ApiError ? clear.error.message : t('valuation:review.ai.failed')}
            </p>
          ) : null}
          {write.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger" data-testid="ai-review-error">
              {write.error instanceof ApiError ? write.error.message : t('valuation:review.ai.failed')}
            </p>
          ) : null}
          {exchanges.length > 0 && isFull ? (
            <p role="status" className="mt-3 text-sm text-ink-muted" data-testid="ai-review-full">
              {t('valuation:review.ai.full')}
            </p>
          ) : null}
          {exchanges.length > 0 && !isFull ? (
            <form className="mt-3 flex flex-col gap-2" onSubmit={handleAsk}>
              <label htmlFor="ai-review-question" className="text-sm font-medium text-ink">
                {t('valuation:review.ai.followUpLabel')}
              </label>
              <textarea
                id="ai-review-question"
                className="min-h-16 rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink"
                value={question}
                maxLength={REVIEW_NARRATIVE_LIMITS.questionChars}
                placeholder={t('valuation:review.ai.followUpPlaceholder')}
                onChange={(event) => setQuestion(event.target.value)}
                data-testid="ai-review-question"
              />
              <div>
                <button
                  type="submit"
                  className={buttonClass('secondary')}
                  disabled={isBusy || question.trim() === ''}
                  data-testid="ai-review-ask"
                >
                  {t('valuation:review.ai.ask')}
                </button>
              </div>
            </form>
          ) : null}
          {last ? (
            <p className="mt-3 text-xs text-ink-muted" data-testid="ai-review-disclaimer">
              {last.narrative.disclaimer}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The value, period and status of a cited cell, shown when its chip is clicked. */
function CellDetail({ cell }: { cell: TReviewCellData }) {
  const { t, i18n } = useAppTranslation();
  const number = new Intl.NumberFormat(toBcp47(currentLanguage(i18n)), { maximumFractionDigits: 4 });
  return (
    <p
      className="mt-2 rounded-md bg-surface-muted px-3 py-2 text-sm text-ink"
      role="status"
      data-testid="ai-review-cell-detail"
    >
      {t('valuation:review.ai.cellDetail', {
        item: cell.item,
        timeContext: cell.timeContext,
        value: cell.value === null ? t('valuation:review.ai.noValue') : number.format(cell.value),
        status: t(STATUS_LABELS[cell.status]),
      })}
    </p>
  );
}
