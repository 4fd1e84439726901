import type { TNewApiTokenData } from '../../api/api-tokens';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { CopyButton } from './copy-button';

/** A token just made, shown this once with a copy button and the warning that it will not be again. */
export function NewTokenNotice({ created, onDone }: { created: TNewApiTokenData; onDone: () => void }) {
  const { t } = useAppTranslation();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-accent/40 bg-surface-muted p-4"
      data-testid="api-new-token"
    >
      <h3 className="text-sm font-semibold text-ink">{t('api:newToken.heading')}</h3>
      <p className="text-sm text-ink">{t('api:newToken.warning')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label={t('api:newToken.label')}
          value={created.token}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-line-strong bg-surface px-3 py-2 font-mono text-xs text-ink"
          data-testid="api-new-token-value"
        />
        <CopyButton text={created.token} label={t('api:newToken.copy')} testId="api-new-token-copy" />
      </div>
      <div>
        <button type="button" className={buttonClass('secondary')} onClick={onDone} data-testid="api-new-token-done">
          {t('api:newToken.done')}
        </button>
      </div>
    </div>
  );
}
