import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAssistant, useConversation, useSetConversation } from '../../api/conversation';
import { ApiError } from '../../api/errors';
import { LINK_CLASS } from '../../components/button-styles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { Composer } from '../chat/composer';
import { ConversationList } from '../chat/conversation-list';
import { useChatStream } from '../chat/hooks/use-chat-stream';
import type { TImageAttachment } from '../chat/utils/image-attachments';
import { AssistantThread } from './assistant-thread';
import { VariablesFields } from './variables-fields';

/** The variable the server fills with the passages; never asked of the user. */
const KNOWLEDGE_VARIABLE = 'knowledge';

/**
 * A chat with one assistant over knowledge bases (`/assistants/:dialogId/:conversationId?`): its
 * conversations on the side, the open one with cited answers, and the question box. A first question
 * without an open conversation starts one (opened by the assistant's opener). Without a chat model
 * the assistant still answers, extractively; before any document is parsed it says so.
 */
export function AssistantChatScreen() {
  const { t } = useAppTranslation();
  const { dialogId = '', conversationId } = useParams();
  const navigate = useNavigate();
  const assistant = useAssistant(dialogId);
  const create = useSetConversation();
  const conversation = useConversation(conversationId);
  const chat = useChatStream();
  const [values, setValues] = useState<Record<string, string>>({});
  const variables = (assistant.data?.promptConfig.parameters ?? []).filter(
    (variable) => variable.key !== KNOWLEDGE_VARIABLE,
  );
  useDocumentTitle(assistant.data?.name ?? t('chat:assistant.title'));

  async function handleSend(content: string, images: TImageAttachment[]): Promise<void> {
    let id = conversationId;
    if (!id) {
      try {
        id = (await create.mutateAsync({ dialogId })).id;
      } catch {
        return;
      }
      navigate(`/assistants/${dialogId}/${id}`);
    }
    const given = Object.fromEntries(
      variables.flatMap((variable) => {
        const value = values[variable.key]?.trim() ?? '';
        return value === '' ? [] : [[variable.key, value]];
      }),
    );
    await chat.send({ conversationId: id, content, images, variables: given });
  }

  if (assistant.error instanceof ApiError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink" data-testid="assistant-chat-error">
        <p>{assistant.error.status === 404 ? t('chat:assistant.notFound') : assistant.error.message}</p>
        <Link to="/assistants" className={LINK_CLASS}>
          {t('chat:assistant.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]" data-testid="assistant-chat-screen">
      <ConversationList activeId={conversationId} dialogId={dialogId} />
      <section className="flex min-w-0 flex-col gap-4">
        <header className="flex flex-wrap items-baseline gap-x-3">
          <h1 className="text-lg font-semibold text-ink">{assistant.data?.name ?? t('chat:assistant.title')}</h1>
          <Link to="/assistants" className={`${LINK_CLASS} text-sm`}>
            {t('chat:assistant.back')}
          </Link>
        </header>
        {assistant.data && !assistant.data.isAnswerable ? (
          <p role="status" className="text-sm text-ink-muted" data-testid="assistant-not-answerable">
            {t('chat:assistant.notAnswerable')}
          </p>
        ) : null}
        {conversationId ? (
          <AssistantThread
            key={conversationId}
            conversationId={conversationId}
            dialogId={dialogId}
            stream={chat.stream}
            isStreaming={chat.isStreaming}
            onSend={(content) => handleSend(content, [])}
            canReadAloud={Boolean(assistant.data?.promptConfig.tts)}
          />
        ) : (
          <div className="rounded-lg border border-line bg-surface px-5 py-6" data-testid="assistant-chat-empty">
            <p className="text-sm text-ink-muted">{assistant.data?.description || t('chat:assistant.empty')}</p>
          </div>
        )}
        <VariablesFields variables={variables} values={values} onChange={setValues} />
        <Composer
          onSend={handleSend}
          onStop={chat.stop}
          isStreaming={chat.isStreaming}
          isBusyElsewhere={Boolean(conversation.data?.isStreaming) && !chat.isStreaming}
        />
        {create.error instanceof ApiError ? (
          <p role="alert" className="text-sm text-danger">
            {create.error.message}
          </p>
        ) : null}
      </section>
    </div>
  );
}
