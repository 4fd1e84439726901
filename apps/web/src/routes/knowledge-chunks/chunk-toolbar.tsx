import { chunkRoutes } from '@app/contract';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { useRemoveChunks, useSwitchChunks } from '../../api/knowledge-chunks';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { contractMessage } from '../knowledge/utils/contract-message';

/**
 * Actions on the selected chunks: switch on, switch off, delete. A chunk action needs a chunk
 * selected: with none, the contract's own message says so and nothing is sent.
 */
export function ChunkToolbar({
  docId,
  selectedIds,
  onDone,
}: {
  docId: string;
  selectedIds: readonly string[];
  onDone: () => void;
}) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const language = currentLanguage(i18n);
  const switchChunks = useSwitchChunks(docId);
  const remove = useRemoveChunks(docId);
  const [message, setMessage] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const chunkIds = [...selectedIds];

  function hasSelection(availableInt: 0 | 1): boolean {
    const problem = contractMessage(
      chunkRoutes.switch.input,
      { doc_id: docId, chunk_ids: chunkIds, available_int: availableInt },
      language,
    );
    setMessage(problem);
    return problem === null;
  }

  function handleSwitch(availableInt: 0 | 1): void {
    if (!hasSelection(availableInt)) return;
    switchChunks.mutate(
      { docId, chunkIds, availableInt },
      {
        onSuccess: onDone,
        onError: (error) =>
          toasts.show('error', error instanceof ApiError ? error.message : t('common:errors.unexpected')),
      },
    );
  }

  function handleAskDelete(): void {
    if (hasSelection(0)) setIsConfirming(true);
  }

  function handleCloseConfirm(): void {
    setIsConfirming(false);
    remove.reset();
  }

  function handleDelete(): void {
    remove.mutate(chunkIds, {
      onSuccess: () => {
        setIsConfirming(false);
        toasts.show('success', t('knowledge:chunks.deleted', { count: chunkIds.length }));
        onDone();
      },
    });
  }

  const style = buttonClass('secondary', 'px-2.5 py-1 text-xs');
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="chunk-toolbar">
      <span className="text-xs text-ink-muted" data-testid="chunk-selected-count">
        {t('knowledge:chunks.selected', { count: chunkIds.length })}
      </span>
      <button type="button" className={style} onClick={() => handleSwitch(1)} data-testid="chunks-enable">
        {t('knowledge:chunks.enable')}
      </button>
      <button type="button" className={style} onClick={() => handleSwitch(0)} data-testid="chunks-disable">
        {t('knowledge:chunks.disable')}
      </button>
      <button type="button" className={style} onClick={handleAskDelete} data-testid="chunks-delete">
        {t('knowledge:common.delete')}
      </button>
      {message && chunkIds.length === 0 ? (
        <p role="alert" className="text-xs font-medium text-danger" data-testid="chunk-message">
          {message}
        </p>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('knowledge:chunks.deleteTitle')}
          body={t('knowledge:chunks.deleteBody', { count: chunkIds.length })}
          confirmLabel={t('knowledge:common.delete')}
          onConfirm={handleDelete}
          onClose={handleCloseConfirm}
          isPending={remove.isPending}
          error={remove.error}
          testId="chunks-delete-dialog"
          confirmTestId="chunks-delete-confirm"
        />
      ) : null}
    </div>
  );
}
