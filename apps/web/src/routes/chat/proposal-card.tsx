import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConversationKeys, type TChatProposalData, useDecideProposal } from '../../api/conversation';
import { type TDataSheetPreviewData, useApplyDataSheet, usePreviewDataSheet } from '../../api/data-sheet';
import { ApiError } from '../../api/errors';
import { buttonClass } from '../../components/button-styles';
import { ApiRefusal, ProposalRefusal, ProposedChangeList } from '../../components/data-sheet/proposed-change-list';
import { useKeptPreview } from '../../components/data-sheet/use-kept-preview';
import { useAppTranslation } from '../../i18n/use-app-translation';

type TDecision = NonNullable<Extract<TChatProposalData, { status: 'previewed' }>['decision']>;

/**
 * Where a reply's proposal is recorded: its saved message and tool call; `unsaved` while the reply
 * streams or waits to be saved (nothing can be decided yet); null for a reply that is never saved
 * (Ask), whose decision stays on screen only.
 */
export type TProposalHost = { conversationId: string; messageId: string; toolCallId: string } | 'unsaved' | null;

/**
 * Data-sheet changes the assistant proposed, as a card in the reply: each change before → after
 * with a checkbox, the value per share before → after with the changes kept (the kept subset
 * previewed again; a subset the server refuses shows why and cannot be accepted), Reject and
 * Accept selected. Accepting applies
 * the kept changes through `data_sheet/apply` against the revision previewed; a model saved since
 * is refused with the catalogue's message and can be previewed again against the model as it is.
 * The decision is recorded on the reply (`decide_proposal`), so a reload shows it instead of the
 * buttons. A refused set shows why for each change.
 */
export function ProposalCard({ proposal, host }: { proposal: TChatProposalData; host: TProposalHost }) {
  const { t } = useAppTranslation();
  const modelLink = (
    <Link to={`/models/${proposal.modelId}`} className="text-accent hover:underline">
      {t('chat:proposal.openModel')}
    </Link>
  );
  if (proposal.status === 'refused') {
    return (
      <section className="flex flex-col gap-2 rounded-md border border-danger/40 p-3" data-testid="chat-proposal">
        <p className="text-sm font-medium text-ink">
          {t('chat:proposal.refusedTitle', { model: proposal.modelName })} {modelLink}
        </p>
        <ProposalRefusal message={proposal.message} fields={proposal.fields} />
      </section>
    );
  }
  return <PreviewedProposal proposal={proposal} host={host} modelLink={modelLink} />;
}

function PreviewedProposal({
  proposal,
  host,
  modelLink,
}: {
  proposal: Extract<TChatProposalData, { status: 'previewed' }>;
  host: TProposalHost;
  modelLink: ReactNode;
}) {
  const { t } = useAppTranslation();
  const apply = useApplyDataSheet();
  const repreview = usePreviewDataSheet();
  const decide = useDecideProposal();
  const queryClient = useQueryClient();
  const [rejected, setRejected] = useState<ReadonlySet<number>>(new Set());
  const [preview, setPreview] = useState<TDataSheetPreviewData>(proposal.preview);
  // Shown at once; the saved decision replaces it when the conversation is read again.
  const [made, setMade] = useState<TDecision | null>(null);
  const decision = proposal.decision ?? made;
  const kept = preview.changes.map((change) => change.index).filter((index) => !rejected.has(index));
  const isStale = apply.error instanceof ApiError && apply.error.errorCode === 'DATA_SHEET_CHANGED';
  const isBusy = apply.isPending || repreview.isPending || decide.isPending;
  const isWaiting = host === 'unsaved';
  const keptPreview = useKeptPreview({
    modelId: proposal.modelId,
    modifications: proposal.modifications,
    preview,
    rejected,
    isEnabled: decision === null && !apply.isPending,
  });

  function record(next: TDecision): void {
    setMade(next);
    if (!host || host === 'unsaved') return;
    const target = { conversationId: host.conversationId, messageId: host.messageId, toolCallId: host.toolCallId };
    decide.mutate(
      next.status === 'accepted'
        ? { ...target, decision: 'accepted', accepted: next.accepted, modelUpdatedAt: next.modelUpdatedAt ?? '' }
        : { ...target, decision: 'rejected' },
      {
        // Not recorded (e.g. decided in another tab first): the reply as saved shows the decision that stands.
        onError: () => {
          setMade(null);
          void queryClient.invalidateQueries({ queryKey: ConversationKeys.detail(target.conversationId) });
        },
      },
    );
  }

  function handleToggle(index: number): void {
    setRejected((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  function handleAccept(): void {
    const indexes = new Set(kept);
    apply.mutate(
      {
        modelId: proposal.modelId,
        modifications: proposal.modifications.filter((_, index) => indexes.has(index)),
        updatedAt: preview.updatedAt,
      },
      {
        onSuccess: (model) =>
          record({
            status: 'accepted',
            accepted: kept,
            modelUpdatedAt: model.updatedAt,
            decidedAt: new Date().toISOString(),
          }),
      },
    );
  }

  function handleReject(): void {
    record({ status: 'rejected', accepted: [], modelUpdatedAt: null, decidedAt: new Date().toISOString() });
  }

  function handlePreviewAgain(): void {
    repreview.mutate(
      { modelId: proposal.modelId, modifications: [...proposal.modifications] },
      {
        onSuccess: (data) => {
          setPreview(data);
          apply.reset();
        },
      },
    );
  }

  const lockedOut = decision
    ? new Set(preview.changes.map((change) => change.index).filter((index) => !decision.accepted.includes(index)))
    : rejected;
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-line p-3"
      data-testid="chat-proposal"
      data-decision={decision?.status ?? 'open'}
    >
      <p className="text-sm font-medium text-ink">
        {t('chat:proposal.title', { model: proposal.modelName })} {modelLink}
      </p>
      <ProposedChangeList
        data={preview}
        currency={proposal.currency}
        rejected={lockedOut}
        onToggle={handleToggle}
        kept={keptPreview}
        isLocked={decision !== null || isBusy}
      />
      {decision?.status === 'accepted' ? (
        <p role="status" className="text-sm text-ink" data-testid="chat-proposal-status">
          {t('chat:proposal.accepted', { applied: decision.accepted.length, total: preview.changes.length })}
        </p>
      ) : decision?.status === 'rejected' ? (
        <p role="status" className="text-sm text-ink-muted" data-testid="chat-proposal-status">
          {t('chat:proposal.rejected')}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handleReject}
            disabled={isWaiting || isBusy}
            data-testid="chat-proposal-reject"
          >
            {t('chat:proposal.reject')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={handleAccept}
            disabled={isWaiting || isBusy || isStale || kept.length === 0 || keptPreview.state === 'refused'}
            data-testid="chat-proposal-accept"
          >
            {apply.isPending ? t('chat:proposal.applying') : t('chat:proposal.accept', { selected: kept.length })}
          </button>
          {isWaiting ? <span className="text-xs text-ink-muted">{t('chat:proposal.waiting')}</span> : null}
        </div>
      )}
      {apply.isError ? <ApiRefusal error={apply.error} fallback={t('chat:proposal.failed')} /> : null}
      {isStale ? (
        <div>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handlePreviewAgain}
            disabled={repreview.isPending}
            data-testid="chat-proposal-repreview"
          >
            {repreview.isPending ? t('chat:proposal.previewing') : t('chat:proposal.previewAgain')}
          </button>
        </div>
      ) : null}
      {repreview.isError ? <ApiRefusal error={repreview.error} fallback={t('chat:proposal.failed')} /> : null}
      {decide.isError ? <ApiRefusal error={decide.error} fallback={t('chat:proposal.failed')} /> : null}
    </section>
  );
}
