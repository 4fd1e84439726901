import { useNavigate, useParams } from 'react-router';
import { useConversation, useSetConversation } from '../../api/conversation';
import { ApiError } from '../../api/errors';
import { useTenantInfo } from '../../api/llm';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { useChatStream } from './hooks/use-chat-stream';
import { NotConfigured } from './not-configured';
import type { TImageAttachment } from './utils/image-attachments';

/**
 * The chat assistant: the history on the side, the open conversation and the question box. A first
 * question without an open conversation starts one. Without a default chat model the box gives way
 * to what to add, with a link to Settings → Model providers.
 */
export function ChatScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('chat:title'));
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const tenant = useTenantInfo();
  const conversation = useConversation(conversationId);
  const create = useSetConversation();
  const chat = useChatStream();
  const { failure } = chat.stream ?? {};
  const isNotConfigured =
    tenant.data?.llmId === null || (failure instanceof ApiError && failure.errorCode === 'LLM_NOT_CONFIGURED');

  async function handleSend(content: string, images: TImageAttachment[]): Promise<void> {
    let id = conversationId;
    if (!id) {
      try {
        id = (await create.mutateAsync({})).id;
      } catch {
        return;
      }
      navigate(`/chat/${id}`);
    }
    await chat.send({ conversationId: id, content, images });
  }

  return (
    <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]" data-testid="chat-screen">
      <ConversationList activeId={conversationId} />
      <section className="flex min-w-0 flex-col gap-4">
        <h1 className="sr-only">{t('chat:title')}</h1>
        {conversationId ? (
          <ConversationView
            key={conversationId}
            conversationId={conversationId}
            stream={chat.stream}
            isStreaming={chat.isStreaming}
            onSend={handleSend}
            sentImages={chat.sentImages}
          />
        ) : (
          <div className="rounded-lg border border-line bg-surface px-5 py-6" data-testid="chat-empty">
            <h2 className="text-lg font-semibold text-ink">{t('chat:empty.heading')}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t('chat:empty.body')}</p>
          </div>
        )}
        {isNotConfigured ? (
          <NotConfigured />
        ) : (
          <Composer
            onSend={handleSend}
            onStop={chat.stop}
            isStreaming={chat.isStreaming}
            isBusyElsewhere={Boolean(conversation.data?.isStreaming) && !chat.isStreaming}
          />
        )}
        {create.error instanceof ApiError ? (
          <p role="alert" className="text-sm text-danger">
            {create.error.message}
          </p>
        ) : null}
      </section>
    </div>
  );
}
