import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { type TFileData, type TFolderRefData, useFolders, useMoveFiles } from '../../api/files';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { DialogActions } from '../../components/dialog-actions';
import { LoadingStatus } from '../../components/query-states';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { KNOWLEDGE_BASE_FOLDER } from './utils/file-labels';

/**
 * Picks the folder to move items into, opening folders from the root down. The moved folders are
 * not offered (a folder never goes into itself or below it), nor is `.knowledgebase` as a destination.
 */
export function MoveDialog({
  items,
  onClose,
  onMoved,
}: {
  items: readonly TFileData[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useAppTranslation();
  const [path, setPath] = useState<TFolderRefData[]>([{ id: null, name: '' }]);
  const current = path[path.length - 1] ?? { id: null, name: '' };
  const folders = useFolders(current.id);
  const move = useMoveFiles();
  const movingIds = new Set(items.map((item) => item.id));
  const isKnowledgeBaseRoot = path.length === 2 && current.name === KNOWLEDGE_BASE_FOLDER;
  const choices = (folders.data ?? []).filter((folder) => !movingIds.has(folder.id));
  const pathLabel = path.map((folder) => (folder.id === null ? t('knowledge:files.root') : folder.name)).join(' / ');

  function handleUp(): void {
    setPath((current) => current.slice(0, -1));
  }

  function handleMove(): void {
    move.mutate(
      { fileIds: items.map((item) => item.id), destId: current.id },
      {
        onSuccess: () => {
          onMoved();
          onClose();
        },
      },
    );
  }

  function handleOpen(folder: TFolderRefData): void {
    setPath((current) => [...current, folder]);
  }

  return (
    <Dialog
      title={t('knowledge:files.moveDialog.title', { count: items.length })}
      onClose={onClose}
      testId="files-move-dialog"
      footer={
        <DialogActions
          cancelLabel={t('knowledge:files.cancel')}
          onCancel={onClose}
          actionLabel={t('knowledge:files.moveDialog.here')}
          onAction={handleMove}
          isDisabled={isKnowledgeBaseRoot}
          isPending={move.isPending}
          actionTestId="files-move-confirm"
        />
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink" data-testid="files-move-destination">
          {t('knowledge:files.moveDialog.destination', { path: pathLabel })}
        </p>
        {path.length > 1 ? (
          <button
            type="button"
            className={buttonClass('ghost', 'self-start px-2 py-1 text-xs')}
            onClick={handleUp}
            data-testid="files-move-up"
          >
            {t('knowledge:files.moveDialog.up')}
          </button>
        ) : null}
        {folders.isPending ? (
          <LoadingStatus />
        ) : choices.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('knowledge:files.moveDialog.noFolders')}</p>
        ) : (
          <ul
            className="flex max-h-64 flex-col overflow-y-auto rounded-md border border-line"
            data-testid="files-move-folders"
          >
            {choices.map((folder) => (
              <li key={folder.id} className="border-b border-line last:border-0">
                <FolderChoice folder={folder} onOpen={handleOpen} />
              </li>
            ))}
          </ul>
        )}
        {isKnowledgeBaseRoot ? (
          <p className="text-xs text-ink-muted">{t('knowledge:files.moveDialog.knowledgeBaseRoot')}</p>
        ) : null}
        {move.error instanceof ApiError ? (
          <p role="alert" className="text-sm text-danger">
            {move.error.message}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function FolderChoice({ folder, onOpen }: { folder: TFileData; onOpen: (folder: TFolderRefData) => void }) {
  const { t } = useAppTranslation();

  function handleClick(): void {
    onOpen({ id: folder.id, name: folder.name });
  }

  return (
    <button
      type="button"
      className="w-full px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted"
      onClick={handleClick}
      aria-label={t('knowledge:files.moveDialog.open', { name: folder.name })}
      data-testid="files-move-folder"
    >
      {folder.name}
    </button>
  );
}
