import { KB_RUN } from '@app/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import {
  type TKbDocumentData,
  useDownloadDocument,
  useRemoveDocuments,
  useRunDocuments,
} from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { saveFile } from '../../../components/files/save-file';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { ChunkMethodDialog } from './chunk-method-dialog';
import { RenameDialog } from './rename-dialog';

type TOpenDialog = 'rename' | 'method' | 'delete' | null;

/** What a document's parse button does in each state: parse, stop, or parse again. */
const RUN_ACTIONS = {
  [KB_RUN.UNSTART]: { run: KB_RUN.RUNNING, label: 'knowledge:dataset.parse' },
  [KB_RUN.RUNNING]: { run: KB_RUN.CANCEL, label: 'knowledge:dataset.stop' },
  [KB_RUN.CANCEL]: { run: KB_RUN.RUNNING, label: 'knowledge:dataset.reparse' },
  [KB_RUN.DONE]: { run: KB_RUN.RUNNING, label: 'knowledge:dataset.reparse' },
  [KB_RUN.FAIL]: { run: KB_RUN.RUNNING, label: 'knowledge:dataset.reparse' },
} as const;

/**
 * A document's actions: parse / stop / parse again, then a menu with rename, chunk method, download
 * (a document created empty has no file) and delete (after confirmation).
 */
export function DocumentActions({ doc }: { doc: TKbDocumentData }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const run = useRunDocuments(doc.kbId);
  const download = useDownloadDocument();
  const remove = useRemoveDocuments(doc.kbId);
  const hasFile = doc.kind !== 'virtual';
  const isRunning = doc.run === KB_RUN.RUNNING;
  const action = RUN_ACTIONS[doc.run];

  function open(next: TOpenDialog): void {
    menuRef.current?.removeAttribute('open');
    setDialog(next);
  }

  function handleClose(): void {
    setDialog(null);
    remove.reset();
  }

  function handleRun(): void {
    run.mutate(
      { docIds: [doc.id], run: action.run },
      {
        onError: (error) =>
          toasts.show('error', error instanceof ApiError ? error.message : t('common:errors.unexpected')),
      },
    );
  }

  function handleDownload(): void {
    menuRef.current?.removeAttribute('open');
    download.mutate(doc.id, {
      onSuccess: (file) => saveFile(file.blob, file.fileName),
      onError: (error) =>
        toasts.show('error', error instanceof ApiError ? error.message : t('common:errors.unexpected')),
    });
  }

  function handleDelete(): void {
    remove.mutate([doc.id], {
      onSuccess: () => {
        setDialog(null);
        toasts.show('success', t('knowledge:dataset.deleted', { name: doc.name }));
      },
    });
  }

  return (
    <div className="flex items-center justify-end gap-1">
      {hasFile ? (
        <button
          type="button"
          className={buttonClass('secondary', 'px-2 py-1 text-xs')}
          onClick={handleRun}
          disabled={run.isPending}
          data-testid="document-run"
          data-action={action.run}
        >
          {t(action.label)}
        </button>
      ) : null}
      <details ref={menuRef} className="relative">
        <summary
          className={buttonClass('ghost', 'cursor-pointer list-none px-2 py-1 text-xs')}
          aria-label={t('knowledge:dataset.more', { name: doc.name })}
          data-testid="document-menu"
        >
          ⋯
        </summary>
        <div className="absolute right-0 z-10 mt-1 flex w-48 flex-col rounded-md border border-line bg-surface py-1 shadow-lg">
          <MenuButton label={t('knowledge:dataset.rename')} onClick={() => open('rename')} testId="document-rename" />
          <MenuButton
            label={t('knowledge:dataset.method')}
            onClick={() => open('method')}
            isDisabled={isRunning}
            testId="document-method"
          />
          {hasFile ? (
            <MenuButton label={t('knowledge:dataset.download')} onClick={handleDownload} testId="document-download" />
          ) : null}
          <MenuButton label={t('knowledge:common.delete')} onClick={() => open('delete')} testId="document-delete" />
        </div>
      </details>
      {dialog === 'rename' ? <RenameDialog doc={doc} onClose={handleClose} /> : null}
      {dialog === 'method' ? <ChunkMethodDialog doc={doc} onClose={handleClose} /> : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('knowledge:dataset.deleteTitle')}
          body={t('knowledge:dataset.deleteBody', { name: doc.name })}
          confirmLabel={t('knowledge:common.delete')}
          onConfirm={handleDelete}
          onClose={handleClose}
          isPending={remove.isPending}
          error={remove.error}
          testId="document-delete-dialog"
          confirmTestId="document-delete-confirm"
        />
      ) : null}
    </div>
  );
}

function MenuButton({
  label,
  onClick,
  isDisabled = false,
  testId,
}: {
  label: string;
  onClick: () => void;
  isDisabled?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isDisabled}
      data-testid={testId}
      className="px-3 py-1.5 text-left text-sm text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50"
    >
      {label}
    </button>
  );
}
