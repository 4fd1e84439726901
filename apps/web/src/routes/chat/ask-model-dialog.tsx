import { conversationRoutes } from '@app/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AssistantMessage } from './assistant-message';
import { NotConfigured } from './not-configured';
import { applyChatEvent, draftSources, EMPTY_DRAFT, type TReplyDraft } from './utils/reply-draft';

type TAskState = { draft: TReplyDraft; status: 'streaming' | 'done' | 'stopped' | 'failed'; failure: unknown };

/**
 * "Ask" on a model: a question about the open model (`conversation/ask`, the model's saved values as
 * context), the answer streamed with its tool cards and sources, Stop while it streams. Nothing is
 * saved; closing the dialog stops the answer.
 */
export function AskModelDialog({
  modelId,
  modelName,
  onClose,
}: {
  modelId: string;
  modelName: string;
  onClose: () => void;
}) {
  const { t } = useAppTranslation();
  const { api } = useServices();
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<TAskState | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const isStreaming = state?.status === 'streaming';

  useEffect(() => () => controllerRef.current?.abort(), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (isStreaming || question.trim() === '') return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ draft: EMPTY_DRAFT, status: 'streaming', failure: null });
    try {
      const input = { modelId, question: question.trim() };
      for await (const chatEvent of api.stream(conversationRoutes.ask, input, controller.signal)) {
        setState((current) => current && { ...current, draft: applyChatEvent(current.draft, chatEvent) });
      }
      setState((current) => current && { ...current, status: current.draft.error ? 'failed' : 'done' });
    } catch (failure) {
      setState(
        (current) => current && { ...current, status: controller.signal.aborted ? 'stopped' : 'failed', failure },
      );
    } finally {
      controllerRef.current = null;
    }
  }

  function handleStop(): void {
    controllerRef.current?.abort();
  }

  const failure = state?.failure;
  const isNotConfigured = failure instanceof ApiError && failure.errorCode === 'LLM_NOT_CONFIGURED';
  return (
    <Dialog title={t('chat:ask.title')} onClose={onClose} testId="ask-model-dialog">
      <form onSubmit={handleSubmit} className="flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('chat:ask.label', { name: modelName })}
          <textarea
            name="question"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            rows={3}
            placeholder={t('chat:ask.placeholder')}
            className="rounded-md border border-line bg-surface px-3 py-2 text-sm outline-none focus:border-accent"
            data-testid="ask-model-input"
          />
        </label>
        <p className="text-xs text-ink-muted">{t('chat:ask.note')}</p>
        <div className="flex justify-end">
          {isStreaming ? (
            <button
              type="button"
              onClick={handleStop}
              className={buttonClass('secondary')}
              data-testid="ask-model-stop"
            >
              {t('chat:ask.stop')}
            </button>
          ) : (
            <button
              type="submit"
              disabled={question.trim() === ''}
              className={buttonClass('primary')}
              data-testid="ask-model-submit"
            >
              {t('chat:ask.submit')}
            </button>
          )}
        </div>
      </form>
      <div className="mt-3 flex flex-col gap-2" data-testid="ask-model-answer">
        {isNotConfigured ? <NotConfigured /> : null}
        {failure instanceof ApiError && !isNotConfigured ? (
          <p role="alert" className="text-sm text-danger">
            {failure.fields[0]?.message ?? failure.message}
          </p>
        ) : null}
        {state && state.draft.model !== null ? (
          <AssistantMessage
            reply={{
              key: `ask-${modelId}`,
              text: state.draft.text,
              reasoning: state.draft.reasoning,
              toolCalls: state.draft.toolCalls,
              sourceRefs: draftSources(state.draft).map((source) => source.ref),
              status: isStreaming
                ? 'streaming'
                : state.status === 'stopped'
                  ? 'aborted'
                  : state.draft.error
                    ? 'error'
                    : 'complete',
              error: state.draft.error,
              model: state.draft.model,
              usage: state.draft.usage,
              thumbup: null,
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
