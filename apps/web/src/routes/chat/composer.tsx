import { IMAGE_LIMITS, type TValidationMessageKey, VALIDATION_MESSAGES } from '@app/contract';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { attachImages, type TImageAttachment } from './utils/image-attachments';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/bmp,.jpg,.jpeg,.png,.gif,.webp,.bmp';

/**
 * The question box: text, images (checked as the server checks them, with the catalogue's
 * messages), Send, and Stop while a reply streams. Enter sends, Shift+Enter is a new line. Nothing
 * can be sent while a reply is streaming ("wait for the previous reply").
 */
export function Composer({
  onSend,
  onStop,
  isStreaming,
  isBusyElsewhere,
}: {
  onSend: (content: string, images: TImageAttachment[]) => void;
  onStop: () => void;
  /** This screen's reply is streaming: Stop replaces Send. */
  isStreaming: boolean;
  /** The server says a reply is streaming in this conversation (another tab, or saving a stop). */
  isBusyElsewhere: boolean;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<TImageAttachment[]>([]);
  const [problem, setProblem] = useState<TValidationMessageKey | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const isWaiting = isStreaming || isBusyElsewhere;
  const canSend = !isWaiting && content.trim() !== '';

  function submit(): void {
    if (!canSend) return;
    onSend(content.trim(), images);
    setContent('');
    setImages([]);
    setProblem(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function handleContentChange(event: ChangeEvent<HTMLTextAreaElement>): void {
    setContent(event.target.value);
  }

  async function handleFiles(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const result = await attachImages(files, images.length);
    setImages((current) => [...current, ...result.added].slice(0, IMAGE_LIMITS.maxCount));
    setProblem(result.problem);
  }

  function handleAttachClick(): void {
    fileInputRef.current?.click();
  }

  function removeImage(id: string): void {
    setImages((current) => current.filter((image) => image.id !== id));
    setProblem(null);
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3"
      data-testid="chat-composer"
    >
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((image) => (
            <li key={image.id} className="relative" data-testid="chat-attachment">
              <img src={image.dataUrl} alt={image.name} className="h-14 w-14 rounded object-cover" />
              <button
                type="button"
                onClick={() => removeImage(image.id)}
                aria-label={t('chat:composer.removeImage', { name: image.name })}
                className="absolute -top-1.5 -right-1.5 rounded-full bg-ink px-1.5 text-xs text-surface"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger" data-testid="chat-image-error">
          {VALIDATION_MESSAGES[problem][language]}
        </p>
      ) : null}
      <textarea
        name="content"
        value={content}
        onChange={handleContentChange}
        onKeyDown={handleKeyDown}
        rows={3}
        aria-label={t('chat:composer.label')}
        placeholder={t('chat:composer.placeholder')}
        className="w-full resize-y rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-accent"
        data-testid="chat-input"
      />
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInputRef}
          type="file"
          accept={ACCEPT}
          multiple
          onChange={handleFiles}
          className="hidden"
          aria-describedby={hintId}
          data-testid="chat-image-input"
        />
        <button
          type="button"
          onClick={handleAttachClick}
          className={buttonClass('secondary')}
          data-testid="chat-attach"
        >
          {t('chat:composer.attach')}
        </button>
        <span id={hintId} className="text-xs text-ink-muted">
          {t('chat:composer.attachHint', { max: IMAGE_LIMITS.maxCount })}
        </span>
        <div className="ml-auto flex items-center gap-2">
          {isWaiting ? (
            <span className="text-xs text-ink-muted" data-testid="chat-wait">
              {t('chat:composer.wait')}
            </span>
          ) : null}
          {isStreaming ? (
            <button type="button" onClick={onStop} className={buttonClass('secondary')} data-testid="chat-stop">
              {t('chat:composer.stop')}
            </button>
          ) : (
            <button type="submit" disabled={!canSend} className={buttonClass('primary')} data-testid="chat-send">
              {t('chat:composer.send')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
