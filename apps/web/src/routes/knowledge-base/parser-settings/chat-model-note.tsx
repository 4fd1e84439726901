import { Link } from 'react-router';
import { LINK_CLASS } from '../../../components/button-styles';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/** Says that a setting needs a chat model, none is set up, and where to set one. */
export function ChatModelNote({ testId }: { testId: string }) {
  const { t } = useAppTranslation();
  return (
    <p className="rounded-md border border-warning/40 bg-surface-muted px-3 py-2 text-xs text-ink" data-testid={testId}>
      {t('knowledge:settings.needsChatModel')}{' '}
      <Link to="/settings/model-providers" className={LINK_CLASS}>
        {t('knowledge:settings.setUpChatModel')}
      </Link>
    </p>
  );
}
