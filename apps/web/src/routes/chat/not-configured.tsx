import { ChatModelMissing } from '../../components/chat-model-missing';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** No chat model yet: the chat says so and links to Settings → Model providers. */
export function NotConfigured() {
  const { t } = useAppTranslation();
  return <ChatModelMissing screen="chat" linkLabel={t('chat:notConfigured.link')} />;
}
