import { useState } from 'react';
import { Link } from 'react-router';
import { type TDialogData, useRemoveDialog } from '../../api/dialogs';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { KbAvatar } from '../knowledge/kb-avatar';

/**
 * One assistant of the list: icon, name, description, its knowledge bases and whether it can
 * answer yet (else "parse your documents first"); chat with it, edit it, or delete it after asking.
 */
export function AssistantCard({ dialog, onEdit }: { dialog: TDialogData; onEdit: (dialog: TDialogData) => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemoveDialog();

  function handleEdit(): void {
    onEdit(dialog);
  }

  function handleAskDelete(): void {
    setIsConfirming(true);
  }

  function handleCloseConfirm(): void {
    setIsConfirming(false);
    remove.reset();
  }

  function handleConfirmDelete(): void {
    remove.mutate(dialog.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toasts.show('success', t('assistants:list.deleted', { name: dialog.name }));
      },
    });
  }

  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid="assistant-card"
      data-dialog={dialog.id}
    >
      <div className="flex items-start gap-3">
        <KbAvatar name={dialog.name} avatar={dialog.icon} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-ink">{dialog.name}</h2>
          {dialog.isAnswerable ? (
            <p className="text-xs text-success" data-testid="assistant-ready">
              {t('assistants:card.ready')}
            </p>
          ) : (
            <p className="text-xs font-medium text-warning" data-testid="assistant-not-ready">
              {t('assistants:card.notReady')}
            </p>
          )}
        </div>
      </div>
      <p className="line-clamp-2 min-h-10 text-sm text-ink-muted">
        {dialog.description || t('assistants:card.noDescription')}
      </p>
      <div className="text-xs">
        <p className="text-ink-muted">{t('assistants:card.knowledgeBases')}</p>
        {dialog.kbs.length === 0 ? (
          <p className="text-ink-muted">{t('assistants:card.noKnowledgeBases')}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-1" data-testid="assistant-kbs-list">
            {dialog.kbs.map((kb) => (
              <li key={kb.id}>
                <Link
                  to={`/knowledge/${kb.id}/dataset`}
                  className="inline-block max-w-40 truncate rounded-md bg-surface-muted px-2 py-0.5 text-ink hover:text-accent"
                >
                  {kb.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {dialog.isAnswerable ? null : <p className="mt-1 text-ink-muted">{t('assistants:card.notReadyHint')}</p>}
      </div>
      <div className="mt-auto flex items-center justify-end gap-1 border-t border-line pt-2">
        <Link
          to={`/assistants/${dialog.id}`}
          className={buttonClass('primary', 'mr-auto px-3 py-1 text-xs')}
          data-testid="assistant-chat"
        >
          {t('assistants:card.chat')}
        </Link>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={handleEdit}
          data-testid="assistant-edit"
        >
          {t('assistants:card.edit')}
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={handleAskDelete}
          data-testid="assistant-delete"
        >
          {t('assistants:card.delete')}
        </button>
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={t('assistants:list.deleteTitle')}
          body={t('assistants:list.deleteBody', { name: dialog.name })}
          confirmLabel={t('assistants:card.delete')}
          onConfirm={handleConfirmDelete}
          onClose={handleCloseConfirm}
          isPending={remove.isPending}
          error={remove.error}
          testId="assistant-delete-dialog"
          confirmTestId="assistant-delete-confirm"
        />
      ) : null}
    </article>
  );
}
