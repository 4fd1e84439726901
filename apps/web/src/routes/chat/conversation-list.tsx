import { type FormEvent, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import {
  type TConversationData,
  useConversations,
  useRemoveConversations,
  useSetConversation,
} from '../../api/conversation';
import { ApiError } from '../../api/errors';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * The history: a new chat, then the user's conversations, each renamed or deleted in place. With
 * `dialogId`, the conversations with that assistant over knowledge bases (under `/assistants/:id`).
 */
export function ConversationList({ activeId, dialogId }: { activeId: string | undefined; dialogId?: string }) {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const conversations = useConversations(dialogId);
  const create = useSetConversation();
  const [deleting, setDeleting] = useState<TConversationData | null>(null);
  const basePath = dialogId ? `/assistants/${dialogId}` : '/chat';

  async function handleNew(): Promise<void> {
    try {
      const created = await create.mutateAsync(dialogId ? { dialogId } : {});
      navigate(`${basePath}/${created.id}`);
    } catch {
      // Shown below the button from `create.error`.
    }
  }

  return (
    <aside className="flex flex-col gap-3" data-testid="chat-history">
      <button
        type="button"
        onClick={handleNew}
        disabled={create.isPending}
        className={buttonClass('primary')}
        data-testid="chat-new"
      >
        {t('chat:history.new')}
      </button>
      {create.error instanceof ApiError ? (
        <p role="alert" className="text-sm text-danger">
          {create.error.message}
        </p>
      ) : null}
      <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('chat:history.heading')}</h2>
      {conversations.data?.length === 0 ? <p className="text-sm text-ink-muted">{t('chat:history.empty')}</p> : null}
      <ul className="flex flex-col gap-1">
        {conversations.data?.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            isActive={conversation.id === activeId}
            onDelete={setDeleting}
            basePath={basePath}
          />
        ))}
      </ul>
      {deleting ? (
        <DeleteConversationDialog
          conversation={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            if (deleting.id === activeId) navigate(basePath);
          }}
        />
      ) : null}
    </aside>
  );
}

function ConversationItem({
  conversation,
  isActive,
  onDelete,
  basePath,
}: {
  conversation: TConversationData;
  isActive: boolean;
  onDelete: (conversation: TConversationData) => void;
  basePath: string;
}) {
  const { t } = useAppTranslation();
  const rename = useSetConversation();
  const [isRenaming, setIsRenaming] = useState(false);
  const title = conversation.title || t('chat:history.untitled');

  async function handleRename(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    try {
      await rename.mutateAsync({ conversationId: conversation.id, name });
      setIsRenaming(false);
    } catch {
      // Shown under the field from `rename.error`.
    }
  }

  if (isRenaming) {
    return (
      <li>
        <form onSubmit={handleRename} className="flex flex-col gap-1" data-testid="chat-rename-form">
          <input
            name="name"
            defaultValue={conversation.title}
            aria-label={t('chat:history.renameLabel')}
            maxLength={200}
            className="rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink"
          />
          {rename.error instanceof ApiError ? (
            <p role="alert" className="text-xs text-danger">
              {rename.error.fields[0]?.message ?? rename.error.message}
            </p>
          ) : null}
          <div className="flex gap-1">
            <button type="submit" disabled={rename.isPending} className={buttonClass('primary', 'px-2 py-1 text-xs')}>
              {t('chat:history.save')}
            </button>
            <button
              type="button"
              onClick={() => setIsRenaming(false)}
              className={buttonClass('ghost', 'px-2 py-1 text-xs')}
            >
              {t('chat:history.cancel')}
            </button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li
      className={`group flex items-center gap-1 rounded-md ${isActive ? 'bg-surface-muted' : ''}`}
      data-testid="chat-history-item"
    >
      <NavLink
        to={`${basePath}/${conversation.id}`}
        className="min-w-0 flex-1 truncate px-2 py-1.5 text-sm text-ink"
        title={title}
      >
        {title}
        {conversation.isStreaming ? (
          <span className="ml-1 text-xs text-ink-muted">{t('chat:history.replying')}</span>
        ) : null}
      </NavLink>
      <button
        type="button"
        onClick={() => setIsRenaming(true)}
        className="rounded px-1.5 py-1 text-xs text-ink-muted hover:text-ink"
        data-testid="chat-rename"
      >
        {t('chat:history.rename')}
      </button>
      <button
        type="button"
        onClick={() => onDelete(conversation)}
        className="rounded px-1.5 py-1 text-xs text-ink-muted hover:text-danger"
        data-testid="chat-delete"
      >
        {t('chat:history.delete')}
      </button>
    </li>
  );
}

function DeleteConversationDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: TConversationData;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useAppTranslation();
  const remove = useRemoveConversations();
  function handleConfirm(): void {
    remove.mutate({ conversationIds: [conversation.id] }, { onSuccess: onDeleted });
  }
  return (
    <ConfirmDialog
      title={t('chat:history.deleteTitle')}
      body={t('chat:history.deleteBody', { title: conversation.title || t('chat:history.untitled') })}
      confirmLabel={t('chat:history.deleteConfirm')}
      onConfirm={handleConfirm}
      onClose={onClose}
      isPending={remove.isPending}
      error={remove.error}
      testId="chat-delete-dialog"
      confirmTestId="chat-delete-confirm"
    />
  );
}
