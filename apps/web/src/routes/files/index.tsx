import { FILE_LIMITS } from '@app/contract';
import { type ChangeEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors';
import {
  FILE_PAGE_SIZE,
  type TFileData,
  type TFileListQuery,
  type TFolderRefData,
  useCreateFolder,
  useDownloadFile,
  useFileList,
  useFolderPath,
  useRenameFile,
} from '../../api/files';
import { buttonClass } from '../../components/button-styles';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useSearchedPages } from '../knowledge/hooks/use-searched-pages';
import { Pager } from '../knowledge/pager';
import { SearchBox } from '../knowledge/search-box';
import { AddToKbDialog } from './add-to-kb-dialog';
import { DeleteDialog } from './delete-dialog';
import type { TFileAction } from './file-row';
import { FileTable } from './file-table';
import { FolderBreadcrumb } from './folder-breadcrumb';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { DropZone, RefusedFiles, UploadButton } from './upload-controls';
import { useUpload } from './use-upload';
import { extensionOf, KNOWLEDGE_BASE_FOLDER } from './utils/file-labels';

const ROOT: TFolderRefData = { id: null, name: '' };

/** The orders of the list, as the sort menu offers them. */
const ORDERS = {
  newest: { orderby: 'create_time', desc: true, label: 'knowledge:files.sort.newest' },
  oldest: { orderby: 'create_time', desc: false, label: 'knowledge:files.sort.oldest' },
  nameAsc: { orderby: 'name', desc: false, label: 'knowledge:files.sort.nameAsc' },
  nameDesc: { orderby: 'name', desc: true, label: 'knowledge:files.sort.nameDesc' },
  largest: { orderby: 'size', desc: true, label: 'knowledge:files.sort.largest' },
  smallest: { orderby: 'size', desc: false, label: 'knowledge:files.sort.smallest' },
} as const satisfies Record<string, { orderby: TFileListQuery['orderby']; desc: boolean; label: string }>;
type TOrder = keyof typeof ORDERS;

type TDialog =
  | { kind: 'new-folder' }
  | { kind: 'rename'; item: TFileData }
  | { kind: 'move' | 'delete' | 'add-to-kb'; items: TFileData[] };

/**
 * The file manager (RAGFlow's): the user's folders and files, a folder at a time (`?folder=<id>`,
 * the root without it) — upload (button or drop), new folder, rename, move, delete, download, and
 * add to knowledge bases, one item or the selected ones.
 */
export function FilesScreen() {
  const [searchParams] = useSearchParams();
  const folderId = searchParams.get('folder');
  // A folder of its own: search, page and selection start afresh in each.
  return <FolderView key={folderId ?? 'root'} folderId={folderId} />;
}

function FolderView({ folderId }: { folderId: string | null }) {
  const { t } = useAppTranslation();
  useDocumentTitle(t('knowledge:files.title'));
  const { search, keywords, page, setPage, changeSearch: handleSearch } = useSearchedPages();
  const [order, setOrder] = useState<TOrder>('newest');
  const [selected, setSelected] = useState<ReadonlyMap<string, TFileData>>(new Map());
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const { orderby, desc } = ORDERS[order];
  const list = useFileList({ parentId: folderId, keywords, page, orderby, desc });
  const path = useFolderPath(folderId);
  const upload = useUpload(folderId);
  const createFolder = useCreateFolder();
  const rename = useRenameFile();
  const download = useDownloadFile();
  const breadcrumb = folderId === null ? [ROOT] : path.data;
  const isKnowledgeBaseRoot = path.data?.length === 2 && path.data[1]?.name === KNOWLEDGE_BASE_FOLDER;

  function handleOrder(event: ChangeEvent<HTMLSelectElement>): void {
    setOrder(event.target.value as TOrder);
    setPage(1);
  }

  function handleSelect(item: TFileData, isSelected: boolean): void {
    setSelected((current) => {
      const next = new Map(current);
      if (isSelected) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  }

  function handleSelectAll(items: readonly TFileData[], isSelected: boolean): void {
    setSelected(isSelected ? new Map(items.map((item) => [item.id, item])) : new Map());
  }

  function handleAction(action: TFileAction, item: TFileData): void {
    if (action === 'download') download.mutate(item.id);
    else if (action === 'rename') setDialog({ kind: 'rename', item });
    else setDialog({ kind: action, items: [item] });
  }

  function handleBulkAddToKb(): void {
    setDialog({ kind: 'add-to-kb', items: [...selected.values()] });
  }

  function handleBulkMove(): void {
    setDialog({ kind: 'move', items: [...selected.values()] });
  }

  function handleBulkDelete(): void {
    setDialog({ kind: 'delete', items: [...selected.values()] });
  }

  function submitNewFolder(name: string): Promise<unknown> {
    return createFolder.mutateAsync({ name, parentId: folderId });
  }

  function submitRename(name: string): Promise<unknown> {
    if (dialog?.kind !== 'rename') return Promise.resolve();
    return rename.mutateAsync({ fileId: dialog.item.id, name });
  }

  function handleNewFolder(): void {
    setDialog({ kind: 'new-folder' });
  }

  function handleCloseDialog(): void {
    setDialog(null);
  }

  /** Moved or deleted items leave the folder: nothing stays selected. */
  function handleDone(): void {
    setSelected(new Map());
  }

  function handleFiles(files: File[]): void {
    void upload.start(files);
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5" data-testid="files-screen">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('knowledge:files.title')}</h1>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handleNewFolder}
            disabled={isKnowledgeBaseRoot}
            data-testid="files-new-folder"
          >
            {t('knowledge:files.newFolder')}
          </button>
          <UploadButton onFiles={handleFiles} isUploading={upload.isUploading} isDisabled={isKnowledgeBaseRoot} />
        </div>
      </div>
      {breadcrumb ? <FolderBreadcrumb path={breadcrumb} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          value={search}
          onChange={handleSearch}
          label={t('knowledge:files.search')}
          maxLength={FILE_LIMITS.keywordsChars}
          testId="files-search"
        />
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          {t('knowledge:files.sort.label')}
          <select
            value={order}
            onChange={handleOrder}
            data-testid="files-sort"
            className="rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm text-ink"
          >
            {Object.entries(ORDERS).map(([key, entry]) => (
              <option key={key} value={key}>
                {t(entry.label)}
              </option>
            ))}
          </select>
        </label>
        {selected.size > 0 ? (
          <div className="ml-auto flex flex-wrap items-center gap-2" data-testid="files-bulk">
            <span className="text-sm text-ink-muted">{t('knowledge:files.selected', { count: selected.size })}</span>
            <button
              type="button"
              className={buttonClass('secondary', 'px-3 py-1 text-xs')}
              onClick={handleBulkAddToKb}
              data-testid="files-bulk-add-to-kb"
            >
              {t('knowledge:files.actions.addToKb')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'px-3 py-1 text-xs')}
              onClick={handleBulkMove}
              data-testid="files-bulk-move"
            >
              {t('knowledge:files.actions.move')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'px-3 py-1 text-xs')}
              onClick={handleBulkDelete}
              data-testid="files-bulk-delete"
            >
              {t('knowledge:files.actions.delete')}
            </button>
          </div>
        ) : null}
      </div>
      <RefusedFiles files={upload.refused} onDismiss={upload.dismiss} />
      {download.error instanceof ApiError ? (
        <p role="alert" className="text-sm text-danger">
          {download.error.message}
        </p>
      ) : null}
      <DropZone onFiles={handleFiles} isDisabled={isKnowledgeBaseRoot || upload.isUploading}>
        {list.isPending ? (
          <LoadingStatus />
        ) : list.error || !list.data ? (
          <LoadError error={list.error} fallback={t('knowledge:files.loadFailed')} />
        ) : list.data.files.length === 0 ? (
          <div
            className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center text-sm text-ink-muted"
            data-testid="files-empty"
          >
            {keywords ? t('knowledge:files.noMatch', { keywords }) : t('knowledge:files.empty')}
          </div>
        ) : (
          <FileTable
            items={list.data.files}
            selected={selected}
            onSelect={handleSelect}
            onSelectAll={handleSelectAll}
            onAction={handleAction}
          />
        )}
      </DropZone>
      <Pager
        page={page}
        pageSize={FILE_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPage}
        testId="files-pager"
      />
      {dialog?.kind === 'new-folder' ? (
        <NameDialog
          title={t('knowledge:files.newFolder')}
          label={t('knowledge:files.nameLabel')}
          initialName=""
          submitLabel={t('knowledge:files.create')}
          isPending={createFolder.isPending}
          onSubmit={submitNewFolder}
          onClose={handleCloseDialog}
          testId="files-new-folder-dialog"
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={t('knowledge:files.renameTitle', { name: dialog.item.name })}
          label={t('knowledge:files.nameLabel')}
          initialName={dialog.item.name}
          {...(dialog.item.type !== 'folder' && extensionOf(dialog.item.name)
            ? { hint: t('knowledge:files.keepExtension', { extension: extensionOf(dialog.item.name) }) }
            : {})}
          submitLabel={t('knowledge:files.actions.rename')}
          isPending={rename.isPending}
          onSubmit={submitRename}
          onClose={handleCloseDialog}
          testId="files-rename-dialog"
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveDialog items={dialog.items} onClose={handleCloseDialog} onMoved={handleDone} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog items={dialog.items} onClose={handleCloseDialog} onDeleted={handleDone} />
      ) : null}
      {dialog?.kind === 'add-to-kb' ? <AddToKbDialog items={dialog.items} onClose={handleCloseDialog} /> : null}
    </div>
  );
}
