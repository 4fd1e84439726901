import { ChatModelMissing } from '../../components/chat-model-missing';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** No chat model yet: research says so and links to Settings → Model providers. */
export function ResearchNotConfigured() {
  const { t } = useAppTranslation();
  return <ChatModelMissing screen="research" linkLabel={t('research:new.modelProvidersLink')} />;
}
