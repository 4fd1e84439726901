import type { TMindmapTree } from '@app/contract';
import { useState } from 'react';
import { useMindmap } from '../../api/conversation';
import { ApiError } from '../../api/errors';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * A reply's mind map, drawn by the chat model when asked: the outline as nested lists. Without a chat
 * model the server's message says what to set up.
 */
export function MindmapButton({ conversationId, messageId }: { conversationId: string; messageId: string }) {
  const { t } = useAppTranslation();
  const [isAsked, setIsAsked] = useState(false);
  const mindmap = useMindmap(conversationId, messageId, isAsked);

  function handleAsk(): void {
    setIsAsked(true);
  }

  return (
    <div className="flex flex-col gap-2 text-xs" data-testid="assistant-mindmap">
      {isAsked ? null : (
        <button
          type="button"
          onClick={handleAsk}
          className="self-start rounded px-2 py-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
          data-testid="assistant-mindmap-open"
        >
          {t('chat:assistant.mindmap')}
        </button>
      )}
      {isAsked && mindmap.isPending ? <p role="status">{t('chat:assistant.mindmapLoading')}</p> : null}
      {mindmap.error ? (
        <p role="alert" className="text-danger">
          {mindmap.error instanceof ApiError ? mindmap.error.message : t('chat:assistant.mindmapFailed')}
        </p>
      ) : null}
      {mindmap.data ? (
        <ul className="rounded-md border border-line p-3 text-sm" data-testid="assistant-mindmap-tree">
          <MindmapNode node={mindmap.data.mindmap} />
        </ul>
      ) : null}
    </div>
  );
}

function MindmapNode({ node }: { node: TMindmapTree }) {
  return (
    <li className="my-0.5">
      <span className="font-medium">{node.title}</span>
      {node.children.length > 0 ? (
        <ul className="ml-4 list-disc border-l border-line pl-3">
          {node.children.map((child, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a drawn map never reorders, and titles may repeat
            <MindmapNode key={`${i}-${child.title}`} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
