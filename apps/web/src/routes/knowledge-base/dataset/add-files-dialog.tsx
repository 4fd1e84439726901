import { FILE_LIMITS } from '@app/contract';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/errors';
import { type TPickedFileData, useConvertFiles, usePickFiles } from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { LINK_CLASS } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { DialogActions } from '../../../components/dialog-actions';
import { LoadError, LoadingStatus } from '../../../components/query-states';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useIdSelection } from '../../../hooks/use-id-selection';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../knowledge/search-box';

/**
 * Adds files the user keeps in the file manager, found by name in any folder, as documents of this
 * knowledge base (linked, not copied). Files already in it are shown but cannot be picked again.
 */
export function AddFilesDialog({ kbId, onClose }: { kbId: string; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pick = usePickFiles(kbId, keywords);
  const convert = useConvertFiles(kbId);
  const { selected, toggle: handleToggle } = useIdSelection();

  function handleAdd(): void {
    convert.mutate([...selected], {
      onSuccess: (result) => {
        toasts.show(
          'success',
          t('knowledge:addFiles.added', { count: result.documents.length, skipped: result.skipped }),
        );
        onClose();
      },
    });
  }

  return (
    <Dialog
      title={t('knowledge:addFiles.title')}
      onClose={onClose}
      testId="add-files-dialog"
      footer={
        <DialogActions
          cancelLabel={t('knowledge:common.cancel')}
          onCancel={onClose}
          actionLabel={t('knowledge:addFiles.add', { count: selected.size })}
          onAction={handleAdd}
          isDisabled={selected.size === 0}
          isPending={convert.isPending}
          actionTestId="add-files-confirm"
        />
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink-muted">
          {t('knowledge:addFiles.intro')}{' '}
          <Link to="/files" className={LINK_CLASS} data-testid="add-files-open-manager">
            {t('knowledge:addFiles.openManager')}
          </Link>
        </p>
        <SearchBox
          value={search}
          onChange={setSearch}
          label={t('knowledge:addFiles.search')}
          maxLength={FILE_LIMITS.keywordsChars}
          testId="add-files-search"
        />
        {pick.isPending ? (
          <LoadingStatus />
        ) : pick.isError ? (
          <LoadError error={pick.error} fallback={t('knowledge:addFiles.loadFailed')} />
        ) : pick.data.files.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="add-files-empty">
            {t('knowledge:addFiles.empty')}
          </p>
        ) : (
          <ul className="flex max-h-72 flex-col divide-y divide-line overflow-y-auto rounded-md border border-line">
            {pick.data.files.map((file) => (
              <PickRow
                key={file.id}
                file={file}
                kbId={kbId}
                isChecked={selected.has(file.id)}
                onToggle={handleToggle}
              />
            ))}
          </ul>
        )}
        {pick.data?.truncated ? (
          <p className="text-xs text-ink-muted">
            {t('knowledge:addFiles.truncated', { count: FILE_LIMITS.pickResults })}
          </p>
        ) : null}
        {convert.error instanceof ApiError ? (
          <p role="alert" className="text-sm text-danger">
            {convert.error.message}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function PickRow({
  file,
  kbId,
  isChecked,
  onToggle,
}: {
  file: TPickedFileData;
  kbId: string;
  isChecked: boolean;
  onToggle: (fileId: string, isChecked: boolean) => void;
}) {
  const { t } = useAppTranslation();
  const isInKb = file.kbsInfo.some((info) => info.kbId === kbId);
  const folder = file.folderPath.map((ref) => ref.name).join(' / ');

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    onToggle(file.id, event.target.checked);
  }

  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="add-files-row">
      <input
        type="checkbox"
        checked={isChecked}
        onChange={handleChange}
        disabled={isInKb}
        aria-label={file.name}
        className="size-4 accent-accent"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-ink">{file.name}</p>
        <p className="truncate text-xs text-ink-muted">{folder}</p>
      </div>
      {isInKb ? <span className="text-xs text-ink-muted">{t('knowledge:addFiles.already')}</span> : null}
    </li>
  );
}
