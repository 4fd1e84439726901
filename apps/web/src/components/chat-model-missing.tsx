import { errorMessage, LLM_MODEL_TYPE_LABELS } from '@app/contract';
import { Link } from 'react-router';
import { currentLanguage } from '../i18n/i18n';
import { useAppTranslation } from '../i18n/use-app-translation';
import { LINK_CLASS } from './button-styles';

/**
 * No chat model yet: the catalogue's `LLM_NOT_CONFIGURED` message and the way to Settings → Model
 * providers, for a screen that needs one (`screen` names its test ids: `chat-not-configured`, …).
 */
export function ChatModelMissing({ screen, linkLabel }: { screen: string; linkLabel: string }) {
  const { i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  return (
    <div
      role="alert"
      className="rounded-md border border-line bg-surface-muted px-4 py-3 text-sm text-ink"
      data-testid={`${screen}-not-configured`}
    >
      <p>{errorMessage('LLM_NOT_CONFIGURED', language, { kind: LLM_MODEL_TYPE_LABELS.chat[language] })}</p>
      <Link
        to="/settings/model-providers"
        className={`${LINK_CLASS} mt-2 inline-block`}
        data-testid={`${screen}-model-providers-link`}
      >
        {linkLabel}
      </Link>
    </div>
  );
}
