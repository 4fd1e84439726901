import { MAX_UPLOAD_FILE_BYTES } from '@app/contract';
import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/** What the file picker offers; dropped files of other types are sent anyway and judged by the server. */
export const ACCEPTED_FILES = '.pdf,.xlsx,.xls,.csv,.docx,.html,.htm';

/** Where files are dropped, or picked with the system's file picker (several at once). */
export function DropZone({ onFiles, isDisabled }: { onFiles: (files: File[]) => void; isDisabled: boolean }) {
  const { t } = useAppTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  function handleDragOver(event: DragEvent<HTMLElement>): void {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  }

  function handleDragLeave(): void {
    setIsOver(false);
  }

  function handleDrop(event: DragEvent<HTMLElement>): void {
    event.preventDefault();
    setIsOver(false);
    if (!isDisabled) onFiles(Array.from(event.dataTransfer.files));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    onFiles(Array.from(event.target.files ?? []));
    // The same file can be picked again after it was removed.
    event.target.value = '';
  }

  function openPicker(): void {
    inputRef.current?.click();
  }

  return (
    <section
      aria-label={t('documents:upload.dropTitle')}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-testid="drop-zone"
      data-over={isOver || undefined}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors ${
        isOver ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface-muted/50'
      }`}
    >
      <svg viewBox="0 0 24 24" className="size-8 text-ink-muted" aria-hidden="true">
        <path
          d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="text-sm font-medium text-ink">{t('documents:upload.dropTitle')}</p>
      <p className="text-xs text-ink-muted">
        {t('documents:upload.dropHint', { limit: MAX_UPLOAD_FILE_BYTES / 1024 / 1024 })}
      </p>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={openPicker}
        disabled={isDisabled}
        data-testid="choose-files"
      >
        {t('documents:upload.choose')}
      </button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        onChange={handleChange}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="file-input"
      />
    </section>
  );
}
