import { toBcp47 } from '@app/contract';
import { useState } from 'react';
import { useApplyDataSheet } from '../../../api/data-sheet';
import { ApiError } from '../../../api/errors';
import { type TReviewDecisionData, type TReviewProposalData, useDecideReviewProposal } from '../../../api/review';
import { buttonClass } from '../../../components/button-styles';
import { ApiRefusal, formatChangeValue, type TChangeUnit } from '../../../components/data-sheet/proposed-change-list';
import { useKeptPreview } from '../../../components/data-sheet/use-kept-preview';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';

type TDecision = 'accepted' | 'rejected';

const NO_MODIFICATIONS: never[] = [];

/**
 * The reviewer's proposed changes: previewed ones listed before → after with the valuation before →
 * after, each accepted or rejected; the accepted ones are applied together against the revision the
 * preview read (the model then re-values everywhere), or the whole proposal is rejected. Accepting
 * some of the changes previews them alone (the value per share with the changes accepted; a set the
 * server refuses, e.g. a change that needs one not accepted, shows why and cannot be applied). The
 * decision is recorded with the stored review (`review/narrative/decide_proposal`), so a reload
 * shows it instead of the buttons. A refused set shows the parse failure and why.
 */
export function ProposalPanel({
  modelId,
  currency,
  exchangeId,
  proposal,
  decision,
}: {
  modelId: string;
  currency: string;
  exchangeId: string;
  proposal: TReviewProposalData;
  decision: TReviewDecisionData | null;
}) {
  const { t, i18n } = useAppTranslation();
  const apply = useApplyDataSheet();
  const decide = useDecideReviewProposal();
  const [choices, setChoices] = useState<Record<number, TDecision>>({});
  const locale = toBcp47(currentLanguage(i18n));
  const previewed = proposal.status === 'previewed' ? proposal : null;
  const notAccepted = new Set(
    (previewed?.preview.changes ?? []).map((change) => change.index).filter((index) => choices[index] !== 'accepted'),
  );
  const acceptedPreview = useKeptPreview({
    modelId,
    modifications: previewed?.modifications ?? NO_MODIFICATIONS,
    preview: previewed?.preview,
    rejected: notAccepted,
    isEnabled: decision === null && !apply.isPending && !apply.isSuccess,
  });

  if (proposal.status === 'refused') {
    return (
      <div
        role="alert"
        className="rounded-lg border border-danger/40 bg-danger/5 p-3 text-sm"
        data-testid="ai-review-refused"
      >
        <p className="font-semibold text-ink">{t('valuation:review.ai.refusedTitle')}</p>
        <p className="text-ink">{proposal.message}</p>
        <ul className="mt-1 list-disc pl-5 text-ink-muted">
          {proposal.fields.map((field) => (
            <li key={field.path}>{field.message}</li>
          ))}
        </ul>
      </div>
    );
  }

  const { preview, modifications } = proposal;
  // A recorded decision shows each change as decided; until then, the user's choices.
  const decisions: Record<number, TDecision> = decision
    ? Object.fromEntries(
        preview.changes.map((change) => [
          change.index,
          decision.accepted.includes(change.index) ? 'accepted' : 'rejected',
        ]),
      )
    : choices;
  const isDecided = decision !== null || apply.isSuccess;
  const isBusy = apply.isPending || decide.isPending;
  const accepted = preview.changes.filter((change) => decisions[change.index] === 'accepted');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const money = moneyFormat(locale, currency);
  const changeFigure = (value: number | string | null, unit: TChangeUnit) =>
    value === null
      ? t('valuation:review.ai.noValue')
      : typeof value === 'number'
        ? unit
          ? formatChangeValue(value, unit, currentLanguage(i18n), currency)
          : number.format(value)
        : value;
  const perShare = (value: number | null) => (value === null ? t('valuation:review.ai.noValue') : money.format(value));

  function choose(index: number, choice: TDecision): void {
    setChoices((current) => ({ ...current, [index]: choice }));
  }

  function handleApply(): void {
    const indices = accepted.map((change) => change.index);
    apply.mutate(
      {
        modelId,
        updatedAt: preview.updatedAt,
        modifications: modifications.filter((_, index) => indices.includes(index)),
      },
      {
        onSuccess: (model) =>
          decide.mutate({
            modelId,
            exchangeId,
            decision: 'accepted',
            accepted: indices,
            modelUpdatedAt: model.updatedAt,
          }),
      },
    );
  }

  function handleRejectAll(): void {
    decide.mutate({ modelId, exchangeId, decision: 'rejected' });
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid="ai-review-changes">
      <p className="text-sm font-semibold text-ink">{t('valuation:review.ai.changesTitle')}</p>
      <ul className="flex flex-col gap-2">
        {preview.changes.map((change) => (
          <li
            key={change.index}
            className="flex flex-wrap items-center gap-2 text-sm"
            data-testid={`ai-review-change-${change.index}`}
            data-decision={decisions[change.index] ?? 'open'}
          >
            <code className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">{change.id}</code>
            <span className="tabular-nums text-ink">
              {t('valuation:review.ai.beforeAfter', {
                before: changeFigure(change.before, change.unit),
                after: changeFigure(change.after, change.unit),
              })}
            </span>
            {change.reason ? (
              <span className="text-xs text-ink-muted">
                {t('valuation:review.ai.reason', { reason: change.reason })}
              </span>
            ) : null}
            <span className="ml-auto flex gap-1">
              <button
                type="button"
                className={buttonClass(decisions[change.index] === 'accepted' ? 'primary' : 'secondary')}
                aria-pressed={decisions[change.index] === 'accepted'}
                onClick={() => choose(change.index, 'accepted')}
                disabled={isDecided || isBusy}
                data-testid={`ai-review-accept-${change.index}`}
              >
                {decisions[change.index] === 'accepted'
                  ? t('valuation:review.ai.accepted')
                  : t('valuation:review.ai.accept')}
              </button>
              <button
                type="button"
                className={buttonClass(decisions[change.index] === 'rejected' ? 'primary' : 'secondary')}
                aria-pressed={decisions[change.index] === 'rejected'}
                onClick={() => choose(change.index, 'rejected')}
                disabled={isDecided || isBusy}
                data-testid={`ai-review-reject-${change.index}`}
              >
                {decisions[change.index] === 'rejected'
                  ? t('valuation:review.ai.rejected')
                  : t('valuation:review.ai.reject')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm tabular-nums text-ink" data-testid="ai-review-valuation">
        {t('valuation:review.ai.valuation', {
          before: perShare(preview.valuation.before.valuePerShare),
          after: perShare(preview.valuation.after.valuePerShare),
        })}
      </p>
      {acceptedPreview.state === 'loading' ? (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted" data-testid="ai-review-valuation-loading">
          {t('valuation:review.ai.valuationAcceptedPreviewing')}
        </p>
      ) : acceptedPreview.state === 'ready' ? (
        <p className="text-sm tabular-nums text-ink" data-testid="ai-review-valuation-accepted">
          {t('valuation:review.ai.valuationAccepted', {
            before: perShare(acceptedPreview.data.valuation.before.valuePerShare),
            after: perShare(acceptedPreview.data.valuation.after.valuePerShare),
          })}
        </p>
      ) : acceptedPreview.state === 'refused' ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="ai-review-accepted-refused">
          <p className="font-medium text-danger">{t('valuation:review.ai.acceptedRefused')}</p>
          <ApiRefusal error={acceptedPreview.error} fallback={t('valuation:review.ai.failed')} />
        </div>
      ) : null}
      {apply.isSuccess ? (
        <p role="status" className="text-sm text-ink" data-testid="ai-review-applied">
          {t('valuation:review.ai.applied')}
        </p>
      ) : decision?.status === 'accepted' ? (
        <p role="status" className="text-sm text-ink" data-testid="ai-review-decided">
          {t('valuation:review.ai.decidedAccepted', {
            applied: decision.accepted.length,
            total: preview.changes.length,
          })}
        </p>
      ) : decision?.status === 'rejected' ? (
        <p role="status" className="text-sm text-ink-muted" data-testid="ai-review-decided">
          {t('valuation:review.ai.decidedRejected')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={handleApply}
            disabled={accepted.length === 0 || isBusy || acceptedPreview.state === 'refused'}
            data-testid="ai-review-apply"
          >
            {apply.isPending
              ? t('valuation:review.ai.applying')
              : t('valuation:review.ai.applyAccepted', { count: accepted.length })}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handleRejectAll}
            disabled={isBusy}
            data-testid="ai-review-reject-all"
          >
            {t('valuation:review.ai.rejectAll')}
          </button>
        </div>
      )}
      {apply.isError ? (
        <p role="alert" className="text-sm text-danger" data-testid="ai-review-apply-error">
          {apply.error instanceof ApiError ? apply.error.message : t('valuation:review.ai.failed')}
        </p>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="text-sm text-danger" data-testid="ai-review-decide-error">
          {decide.error instanceof ApiError ? decide.error.message : t('valuation:review.ai.failed')}
        </p>
      ) : null}
    </div>
  );
}

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 });
  } catch {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  }
}
