import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { type TFileData, type TKbChoiceData, useConvertFiles, useKbChoices } from '../../api/files';
import { useServices } from '../../app/services-context';
import { LINK_CLASS } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { DialogActions } from '../../components/dialog-actions';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useIdSelection } from '../../hooks/use-id-selection';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * Adds the chosen files (a folder: every file in it) to the knowledge bases the user ticks, as new
 * documents that read the same bytes (nothing is copied); a file already in a knowledge base is
 * left as it is there. Parsing starts from the knowledge base's dataset.
 */
export function AddToKbDialog({ items, onClose }: { items: readonly TFileData[]; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const choices = useKbChoices();
  const convert = useConvertFiles();
  const { selected, toggle: handleToggle } = useIdSelection();

  function handleAdd(): void {
    convert.mutate(
      { fileIds: items.map((item) => item.id), kbIds: [...selected] },
      {
        onSuccess: (result) => {
          toasts.show(
            'success',
            t('knowledge:files.addToKb.added', { count: result.documents.length, skipped: result.skipped }),
          );
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      title={t('knowledge:files.addToKb.title')}
      onClose={onClose}
      testId="files-add-to-kb-dialog"
      footer={
        <DialogActions
          cancelLabel={t('knowledge:files.cancel')}
          onCancel={onClose}
          actionLabel={t('knowledge:files.addToKb.add')}
          onAction={handleAdd}
          isDisabled={selected.size === 0}
          isPending={convert.isPending}
          actionTestId="files-add-to-kb-confirm"
        />
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink-muted">{t('knowledge:files.addToKb.body')}</p>
        {choices.isPending ? (
          <LoadingStatus />
        ) : choices.error ? (
          <LoadError error={choices.error} fallback={t('knowledge:files.addToKb.loadFailed')} />
        ) : (choices.data ?? []).length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="files-add-to-kb-none">
            {t('knowledge:files.addToKb.none')}{' '}
            <Link to="/knowledge" className={LINK_CLASS}>
              {t('knowledge:files.addToKb.create')}
            </Link>
          </p>
        ) : (
          <ul
            className="flex max-h-72 flex-col overflow-y-auto rounded-md border border-line"
            data-testid="files-add-to-kb-list"
          >
            {(choices.data ?? []).map((kb) => (
              <KbChoice key={kb.id} kb={kb} isChecked={selected.has(kb.id)} onToggle={handleToggle} />
            ))}
          </ul>
        )}
        {convert.error instanceof ApiError ? (
          <p role="alert" className="text-sm text-danger">
            {convert.error.message}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function KbChoice({
  kb,
  isChecked,
  onToggle,
}: {
  kb: TKbChoiceData;
  isChecked: boolean;
  onToggle: (kbId: string, isChecked: boolean) => void;
}) {
  const { t } = useAppTranslation();

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    onToggle(kb.id, event.target.checked);
  }

  return (
    <li className="border-b border-line last:border-0">
      <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-surface-muted">
        <input type="checkbox" checked={isChecked} onChange={handleChange} data-testid="files-add-to-kb-choice" />
        <span className="min-w-0 flex-1 truncate text-ink">{kb.name}</span>
        <span className="text-xs text-ink-muted tabular-nums">
          {t('knowledge:files.addToKb.documents', { count: kb.docNum })}
        </span>
      </label>
    </li>
  );
}
