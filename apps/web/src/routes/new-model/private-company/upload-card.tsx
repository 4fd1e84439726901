import { buttonClass } from '../../../components/button-styles';
import { DocumentTask } from '../../../components/documents/document-task';
import { formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import type { TUploadItem } from './use-document-uploads';

/** One chosen file: its name and size, then its upload, its refusal, or its extraction. */
export function UploadCard({
  item,
  onRemove,
  onStart,
}: {
  item: TUploadItem;
  onRemove: (key: string) => void;
  onStart: (key: string, documentId: string) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);

  function handleRemove(): void {
    onRemove(item.key);
  }

  function handleStart(): void {
    if (item.documentId) onStart(item.key, item.documentId);
  }

  return (
    <li
      className={`rounded-lg border p-4 ${item.phase === 'refused' ? 'border-danger/40 bg-danger-soft' : 'border-line bg-surface'}`}
      data-testid="upload-item"
      data-file={item.file.name}
      data-phase={item.phase}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink" title={item.file.name}>
          {item.file.name}
        </p>
        <span className="text-xs text-ink-muted tabular-nums">{fileSize(item.file.size, language)}</span>
        {item.phase === 'selected' || item.phase === 'refused' ? (
          <button
            type="button"
            className={buttonClass('ghost', 'px-2 py-0.5 text-xs')}
            onClick={handleRemove}
            aria-label={t('documents:upload.remove', { name: item.file.name })}
            data-testid="upload-remove"
          >
            {t('documents:upload.removeShort')}
          </button>
        ) : null}
      </div>
      {item.phase === 'uploading' ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          {t('documents:upload.uploading')}
        </p>
      ) : null}
      {item.phase === 'refused' ? (
        <p role="alert" className="mt-2 text-sm text-danger" data-testid="upload-error">
          <span className="font-medium">{t('documents:upload.refused')}</span> {item.error ?? ''}
        </p>
      ) : null}
      {item.phase === 'uploaded' && item.documentId && item.taskId ? (
        <div className="mt-3">
          <DocumentTask documentId={item.documentId} taskId={item.taskId} />
        </div>
      ) : null}
      {item.phase === 'uploaded' && !item.taskId ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          {item.isStarting ? (
            <p role="status" className="text-ink-muted">
              {t('documents:upload.starting')}
            </p>
          ) : (
            <>
              <p role="alert" className="text-danger">
                {item.error ?? t('documents:upload.startFailed')}
              </p>
              <button
                type="button"
                className={buttonClass('secondary', 'px-3 py-1 text-xs')}
                onClick={handleStart}
                data-testid="upload-start"
              >
                {t('documents:task.retry')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** A file size in kB or MB, as the language writes numbers and units. */
function fileSize(bytes: number, language: ReturnType<typeof currentLanguage>): string {
  const isLarge = bytes >= 1024 * 1024;
  return formatNumber(isLarge ? bytes / 1024 / 1024 : Math.max(bytes / 1024, 0.1), language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  });
}
