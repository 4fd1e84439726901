import { useState } from 'react';
import { type TDialogData, useDialogs } from '../../api/dialogs';
import { buttonClass } from '../../components/button-styles';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AssistantCard } from './assistant-card';
import { AssistantFormDialog } from './assistant-form-dialog';

/** What the form dialog shows: nothing, a new assistant, or one being edited. */
type TFormState = { isOpen: false } | { isOpen: true; dialog: TDialogData | null };

/**
 * The user's chat assistants as cards (icon, name, description, knowledge bases, ready to answer
 * or not); create one, edit one in RAGFlow's three tabs, delete one after confirmation, or open
 * its chat.
 */
export function AssistantsScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('assistants:list.title'));
  const list = useDialogs();
  const [formState, setFormState] = useState<TFormState>({ isOpen: false });

  function handleCreate(): void {
    setFormState({ isOpen: true, dialog: null });
  }

  function handleEdit(dialog: TDialogData): void {
    setFormState({ isOpen: true, dialog });
  }

  function handleCloseForm(): void {
    setFormState({ isOpen: false });
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6" data-testid="assistants-screen">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('assistants:list.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('assistants:list.intro')}</p>
        </div>
        <button type="button" className={buttonClass('primary')} onClick={handleCreate} data-testid="assistant-create">
          {t('assistants:list.create')}
        </button>
      </div>
      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError ? (
        <LoadError error={list.error} fallback={t('assistants:list.loadFailed')} />
      ) : list.data.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center text-sm text-ink-muted"
          data-testid="assistants-empty"
        >
          {t('assistants:list.empty')}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="assistants-list">
          {list.data.map((dialog) => (
            <AssistantCard key={dialog.id} dialog={dialog} onEdit={handleEdit} />
          ))}
        </div>
      )}
      {formState.isOpen ? (
        <AssistantFormDialog key={formState.dialog?.id ?? 'new'} dialog={formState.dialog} onClose={handleCloseForm} />
      ) : null}
    </div>
  );
}
