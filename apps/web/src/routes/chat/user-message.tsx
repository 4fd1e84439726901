import { useAppTranslation } from '../../i18n/use-app-translation';
import type { TImageAttachment } from './utils/image-attachments';

/**
 * A question: its text and images. Images sent from this screen are shown; a saved question only
 * says how many it carried (the server does not send the bytes back).
 */
export function UserMessage({
  content,
  images,
  imageCount,
}: {
  content: string;
  images: readonly TImageAttachment[];
  imageCount: number;
}) {
  const { t } = useAppTranslation();
  return (
    <article
      className="ml-auto flex max-w-[85%] flex-col gap-2 rounded-lg bg-surface-muted px-4 py-3"
      data-testid="chat-question"
    >
      <p className="text-xs font-medium text-ink-muted">{t('chat:message.you')}</p>
      <p className="text-sm whitespace-pre-wrap text-ink">{content}</p>
      {images.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {images.map((image) => (
            <img key={image.id} src={image.dataUrl} alt={image.name} className="h-16 w-16 rounded object-cover" />
          ))}
        </div>
      ) : imageCount > 0 ? (
        <p className="text-xs text-ink-muted">{t('chat:message.images', { count: imageCount })}</p>
      ) : null}
    </article>
  );
}
