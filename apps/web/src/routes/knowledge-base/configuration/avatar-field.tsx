import { isAvatarDataUrl, KB_LIMITS, VALIDATION_MESSAGES } from '@app/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/field-error';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { KbAvatar } from '../../knowledge/kb-avatar';

/** The picture types a knowledge base's avatar may be (the contract's). */
const AVATAR_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * A knowledge base's picture: an image file read into a `data:` URL in the browser (at most
 * `KB_LIMITS.avatarBytes`, checked before and after reading), sent as the `avatar` field; removable.
 */
export function AvatarField({
  name,
  kbName,
  initial,
  error,
}: {
  name: string;
  kbName: string;
  initial: string | null;
  error: string | undefined;
}) {
  const { t, i18n } = useAppTranslation();
  const id = useId();
  const [avatar, setAvatar] = useState(initial);
  const [readError, setReadError] = useState<string | null>(null);
  const invalidMessage = VALIDATION_MESSAGES.kb_avatar_invalid[currentLanguage(i18n)];

  function handleFile(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > KB_LIMITS.avatarBytes || !AVATAR_TYPES.split(',').includes(file.type)) {
      setReadError(invalidMessage);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      if (isAvatarDataUrl(url)) {
        setAvatar(url);
        setReadError(null);
      } else {
        setReadError(invalidMessage);
      }
    };
    reader.onerror = () => setReadError(invalidMessage);
    reader.readAsDataURL(file);
  }

  function handleRemove(): void {
    setAvatar(null);
    setReadError(null);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">{t('knowledge:config.avatar')}</span>
      <div className="flex items-center gap-3">
        <KbAvatar name={kbName} avatar={avatar} size="large" />
        <input type="hidden" name={name} value={avatar ?? ''} data-testid="avatar-value" />
        <label htmlFor={id} className={buttonClass('secondary', 'cursor-pointer px-3 py-1 text-xs')}>
          {t('knowledge:config.avatarChoose')}
        </label>
        <input
          id={id}
          type="file"
          accept={AVATAR_TYPES}
          onChange={handleFile}
          className="sr-only"
          data-testid="avatar-file"
        />
        {avatar ? (
          <button type="button" className={buttonClass('ghost', 'px-3 py-1 text-xs')} onClick={handleRemove}>
            {t('knowledge:config.avatarRemove')}
          </button>
        ) : null}
      </div>
      <p className="text-xs text-ink-muted">{t('knowledge:config.avatarHint', { kb: KB_LIMITS.avatarBytes / 1024 })}</p>
      <FieldError id={`${id}-error`} message={readError ?? error} />
    </div>
  );
}
