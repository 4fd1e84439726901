import type { TFileData } from '../../api/files';
import { useDeleteFiles } from '../../api/files';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * Confirms deleting items: what goes (a folder with everything in it), and that the knowledge-base
 * documents made from the files go too, with their chunks.
 */
export function DeleteDialog({
  items,
  onClose,
  onDeleted,
}: {
  items: readonly TFileData[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useAppTranslation();
  const remove = useDeleteFiles();
  const [only] = items;
  const what =
    items.length === 1 && only
      ? t('knowledge:files.deleteDialog.one', { name: only.name })
      : t('knowledge:files.deleteDialog.many', { count: items.length });
  const hasFolder = items.some((item) => item.type === 'folder');
  const linked = [...new Set(items.flatMap((item) => item.kbsInfo.map((kb) => kb.kbName)))];
  const sentences = [
    what,
    hasFolder ? t('knowledge:files.deleteDialog.folders') : '',
    linked.length > 0
      ? t('knowledge:files.deleteDialog.linked', { names: linked.join(', ') })
      : t('knowledge:files.deleteDialog.documents'),
  ];

  function handleConfirm(): void {
    remove.mutate(
      items.map((item) => item.id),
      {
        onSuccess: () => {
          onDeleted();
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      title={t('knowledge:files.deleteDialog.title')}
      body={sentences.filter(Boolean).join(' ')}
      confirmLabel={t('knowledge:files.actions.delete')}
      onConfirm={handleConfirm}
      onClose={onClose}
      isPending={remove.isPending}
      error={remove.error}
      testId="files-delete-dialog"
      confirmTestId="files-delete-confirm"
    />
  );
}
