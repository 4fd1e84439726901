import { documentRoutes, KB_RUN } from '@app/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useChangeDocumentStatus, useRemoveDocuments, useRunDocuments } from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { contractMessage } from '../../knowledge/utils/contract-message';

/**
 * Actions on the selected documents: parse, stop, enable, disable, delete. With nothing selected
 * the contract's own message ("Select a document first.") is shown instead of a request.
 */
export function BulkActions({
  kbId,
  selectedIds,
  onDone,
}: {
  kbId: string;
  selectedIds: readonly string[];
  onDone: () => void;
}) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const language = currentLanguage(i18n);
  const run = useRunDocuments(kbId);
  const changeStatus = useChangeDocumentStatus(kbId);
  const remove = useRemoveDocuments(kbId);
  const [message, setMessage] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const docIds = [...selectedIds];

  /** Whether something is selected; if not, says so with the contract's message. */
  function hasSelection(): boolean {
    const problem = contractMessage(documentRoutes.infos.input, { doc_ids: docIds }, language);
    setMessage(problem);
    return problem === null;
  }

  function showError(error: unknown): void {
    toasts.show('error', error instanceof ApiError ? error.message : t('common:errors.unexpected'));
  }

  function handleRun(nextRun: typeof KB_RUN.RUNNING | typeof KB_RUN.CANCEL): void {
    if (!hasSelection()) return;
    run.mutate({ docIds, run: nextRun }, { onSuccess: onDone, onError: showError });
  }

  function handleStatus(status: 0 | 1): void {
    if (!hasSelection()) return;
    changeStatus.mutate({ docIds, status }, { onSuccess: onDone, onError: showError });
  }

  function handleAskDelete(): void {
    if (hasSelection()) setIsConfirming(true);
  }

  function handleCloseConfirm(): void {
    setIsConfirming(false);
    remove.reset();
  }

  function handleDelete(): void {
    remove.mutate(docIds, {
      onSuccess: () => {
        setIsConfirming(false);
        toasts.show('success', t('knowledge:dataset.deletedMany', { count: docIds.length }));
        onDone();
      },
    });
  }

  const buttonStyle = buttonClass('secondary', 'px-2.5 py-1 text-xs');
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="bulk-actions">
      <span className="text-xs text-ink-muted" data-testid="bulk-count">
        {t('knowledge:dataset.selected', { count: docIds.length })}
      </span>
      <button type="button" className={buttonStyle} onClick={() => handleRun(KB_RUN.RUNNING)} data-testid="bulk-parse">
        {t('knowledge:dataset.parse')}
      </button>
      <button type="button" className={buttonStyle} onClick={() => handleRun(KB_RUN.CANCEL)} data-testid="bulk-stop">
        {t('knowledge:dataset.stop')}
      </button>
      <button type="button" className={buttonStyle} onClick={() => handleStatus(1)} data-testid="bulk-enable">
        {t('knowledge:dataset.enable')}
      </button>
      <button type="button" className={buttonStyle} onClick={() => handleStatus(0)} data-testid="bulk-disable">
        {t('knowledge:dataset.disable')}
      </button>
      <button type="button" className={buttonStyle} onClick={handleAskDelete} data-testid="bulk-delete">
        {t('knowledge:common.delete')}
      </button>
      {message && docIds.length === 0 ? (
        <p role="alert" className="text-xs font-medium text-danger" data-testid="bulk-message">
          {message}
        </p>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('knowledge:dataset.deleteManyTitle')}
          body={t('knowledge:dataset.deleteManyBody', { count: docIds.length })}
          confirmLabel={t('knowledge:common.delete')}
          onConfirm={handleDelete}
          onClose={handleCloseConfirm}
          isPending={remove.isPending}
          error={remove.error}
          testId="bulk-delete-dialog"
          confirmTestId="bulk-delete-confirm"
        />
      ) : null}
    </div>
  );
}
