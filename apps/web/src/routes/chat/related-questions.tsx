import { useRelatedQuestions } from '../../api/conversation';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * Follow-up questions under the last complete reply (`conversation/related_questions`: the chat
 * model suggests them from the question just answered). Choosing one asks it. Nothing is shown while
 * they load, when the call fails, or when there are none.
 */
export function RelatedQuestions({
  question,
  onAsk,
  dialogId,
}: {
  question: string;
  onAsk: (question: string) => void;
  /** An assistant over knowledge bases: its model suggests searches of its knowledge bases. */
  dialogId?: string;
}) {
  const { t } = useAppTranslation();
  const related = useRelatedQuestions(question, dialogId);
  const questions = related.data?.questions ?? [];
  if (questions.length === 0) return null;
  return (
    <nav aria-label={t('chat:related.heading')} className="flex flex-col gap-1.5" data-testid="chat-related">
      <p className="text-xs font-medium text-ink-muted">{t('chat:related.heading')}</p>
      <ul className="flex flex-col items-start gap-1">
        {questions.map((item) => (
          <li key={item}>
            <button
              type="button"
              onClick={() => onAsk(item)}
              className="rounded-md border border-line bg-surface px-2.5 py-1 text-left text-sm text-ink hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-focus"
              data-testid="chat-related-question"
            >
              {item}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
