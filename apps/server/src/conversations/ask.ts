import { CONVERSATION_LIMITS, type TLanguage } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Session } from '../accounts/sessions.js';
import { defaultClientFor } from '../llm/llm-service.js';
import { getOwnedModel } from '../models/get-owned-model.js';
import { SourceBook } from './chat-sources.js';
import { modelView } from './chat-tools.js';
import type { ConversationDeps } from './conversation-deps.js';
import { modelName } from './conversation-turns.js';
import { openEventStream } from './event-stream.js';
import { streamReply } from './stream-reply.js';

/**
 * `conversation/ask`: a question about one of the user's models (someone else's is `NOT_FOUND`),
 * the model's values given to the assistant as context (cited as source 1); the tools stay
 * available for anything else (filings, a sensitivity). Streamed like a completion, not saved.
 */
export async function runAsk(
  deps: ConversationDeps,
  session: Session,
  input: { model_id: string; question: string },
  language: TLanguage,
  reply: FastifyReply,
): Promise<void> {
  const row = await getOwnedModel(deps.db, session.user.id, input.model_id);
  const client = await defaultClientFor(deps.llm, session.user.id, 'chat');
  const sources = new SourceBook();
  const view = modelView(row, language, (source) => sources.add(source).ref);
  const context = `The user is looking at this DCF model of theirs (model_id ${row.id}); answer about it:\n${JSON.stringify(view)}`;
  const stream = openEventStream(reply);
  try {
    stream.send({
      type: 'start',
      conversation_id: null,
      user_message_id: null,
      message_id: null,
      model: modelName(client),
    });
    await streamReply(
      deps,
      {
        client,
        session,
        language,
        messages: [{ role: 'user', content: input.question }],
        context,
        sources,
        messageId: null,
      },
      stream,
    );
  } finally {
    stream.end();
  }
}

/** Questions the user might ask next, one per line of the model's answer (at most `relatedQuestions`). */
export async function relatedQuestions(
  deps: ConversationDeps,
  ownerId: string,
  question: string,
): Promise<{ questions: string[] }> {
  const client = await defaultClientFor(deps.llm, ownerId, 'chat');
  const count = CONVERSATION_LIMITS.relatedQuestions;
  const result = await client.chat({
    system:
      `Suggest ${count} short follow-up questions an investor could ask a valuation assistant after the user's question, ` +
      `in the language of the question. One per line, no numbering, nothing else.`,
    messages: [{ role: 'user', content: question }],
    maxOutputTokens: 400,
  });
  const questions = result.text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line.length > 0 && line.length <= 300)
    .slice(0, count);
  return { questions };
}
