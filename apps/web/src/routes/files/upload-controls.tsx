import { FILE_LIMITS } from '@app/contract';
import { type ChangeEvent, type DragEvent, type ReactNode, useRef, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';
import type { TRefusedFile } from './use-upload';

/** The upload button: picks several files and hands them over. */
export function UploadButton({
  onFiles,
  isUploading,
  isDisabled,
}: {
  onFiles: (files: File[]) => void;
  isUploading: boolean;
  isDisabled: boolean;
}) {
  const { t } = useAppTranslation();
  const inputRef = useRef<HTMLInputElement>(null);

  function handleClick(): void {
    inputRef.current?.click();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again uploads it again.
    event.target.value = '';
    onFiles(files);
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        multiple
        className="hidden"
        onChange={handleChange}
        data-testid="files-upload-input"
        aria-label={t('knowledge:files.upload.button')}
      />
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={handleClick}
        disabled={isUploading || isDisabled}
        aria-busy={isUploading}
        data-testid="files-upload"
      >
        {isUploading ? t('knowledge:files.upload.uploading') : t('knowledge:files.upload.button')}
      </button>
    </>
  );
}

/**
 * The folder's area, taking files dropped on it (disabled where nothing may be put, e.g. in
 * `.knowledgebase`); while files are dragged over it, it says where they will go.
 */
export function DropZone({
  onFiles,
  isDisabled,
  children,
}: {
  onFiles: (files: File[]) => void;
  isDisabled: boolean;
  children: ReactNode;
}) {
  const { t } = useAppTranslation();
  const [isOver, setIsOver] = useState(false);

  function handleDragOver(event: DragEvent<HTMLDivElement>): void {
    if (isDisabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>): void {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>): void {
    if (isDisabled) return;
    event.preventDefault();
    setIsOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the upload button does the same from the keyboard.
    <div
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-testid="files-drop-zone"
      data-dragging={isOver || undefined}
      className={`relative flex flex-col gap-3 rounded-xl ${isOver ? 'outline-2 outline-offset-4 outline-accent outline-dashed' : ''}`}
    >
      {children}
      {isOver ? (
        <div className="pointer-events-none absolute inset-0 grid place-items-center rounded-xl bg-surface/80 text-sm font-medium text-accent">
          {t('knowledge:files.upload.dropHere')}
        </div>
      ) : null}
      <p className="text-xs text-ink-muted">
        {t('knowledge:files.upload.hint', {
          limit_mb: FILE_LIMITS.uploadFileBytes / 1024 / 1024,
          max: FILE_LIMITS.uploadFiles,
        })}
      </p>
    </div>
  );
}

/** The files an upload could not store, each with the reason, until dismissed. */
export function RefusedFiles({ files, onDismiss }: { files: readonly TRefusedFile[]; onDismiss: () => void }) {
  const { t } = useAppTranslation();
  if (files.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm"
      data-testid="files-refused"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-danger">{t('knowledge:files.upload.refused')}</p>
        <button type="button" className={buttonClass('ghost', 'px-2 py-0.5 text-xs')} onClick={onDismiss}>
          {t('knowledge:files.upload.dismiss')}
        </button>
      </div>
      <ul className="mt-1 flex flex-col gap-1">
        {files.map((file) => (
          <li key={file.id} className="text-ink" data-testid="files-refused-item">
            <span className="font-medium">{file.fileName}</span>
            {': '}
            <span className="text-danger">{file.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
