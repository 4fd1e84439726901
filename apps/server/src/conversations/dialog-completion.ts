import { randomUUID } from 'node:crypto';
import {
  ASSISTANT_TEXTS,
  CONVERSATION_LIMITS,
  detectImageType,
  type TChatPassage,
  type TLanguage,
} from '@app/contract';
import type { ModelMessage } from '@app/llm';
import {
  buildExtractiveAnswer,
  buildKnowledge,
  buildRefineQuestionMessages,
  buildSufficiencyMessages,
  countTokens,
  missingVariables,
  parseRefinedQuestion,
  parseSufficiency,
  renderSystemPrompt,
  type TNumberedPassage,
} from '@app/retrieval';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';
import { conversationMessages, conversations } from '../db/schema.js';
import { dialogKbs, isAnswerable } from '../dialogs/dialog-kbs.js';
import { getOwnedDialog, type TDialogRow } from '../dialogs/get-owned-dialog.js';
import { clientForModel } from '../knowledge/kb-models.js';
import type { ConversationDeps } from './conversation-deps.js';
import { releaseStream } from './conversation-store.js';
import {
  endTurn,
  historyMessages,
  modelName,
  saveQuestion,
  saveReply,
  type THistoryRow,
  titleOf,
} from './conversation-turns.js';
import { DEFAULT_CONTEXT_TOKENS, dialogChatModel, type TDialogChatModel } from './dialog-chat-model.js';
import { citeAnswer, type TCitedAnswer } from './dialog-citations.js';
import {
  mergePassages,
  retrievePassages,
  type TDialogPassage,
  type TDialogSearch,
  toChatPassage,
} from './dialog-retrieval.js';
import { promptSettingsOf, samplingOf, type TDialogPromptSettings } from './dialog-settings.js';
import { errorOutcome, streamDialogAnswer } from './dialog-stream.js';
import { openEventStream, type TEventStream } from './event-stream.js';
import type { TCompletionInput } from './run-completion.js';

/** Of the model's context, what the prompt may fill (RAGFlow keeps 3% spare: token counts differ between tokenizers). */
const PROMPT_SHARE = 0.97;
/** Of the model's context, what earlier messages may take at most (the passages need the rest). */
const HISTORY_SHARE = 0.3;
/** Tokens kept for the answer when the assistant sets no maximum. */
const DEFAULT_ANSWER_TOKENS = 1_024;
/** Tokens of the side calls' answers: a rewritten question, a sufficiency verdict. */
const SIDE_CALL_TOKENS = 256;

type TDialogContext = {
  dialog: TDialogRow;
  settings: TDialogPromptSettings;
  search: Omit<TDialogSearch, 'signal'>;
  chat: TDialogChatModel | null;
  history: THistoryRow[];
};

/**
 * `conversation/completion` in a conversation with an assistant over knowledge bases (RAGFlow's
 * dialog chat). Refused before the stream opens: knowledge bases embedded by different models
 * (`DIALOG_MIXED_EMBEDDINGS`), none with a parsed document (`DIALOG_NOT_READY`), a required prompt
 * variable without a value (`ASSISTANT_VARIABLE_MISSING`). Then: the question rewritten from the
 * conversation (multi-turn, with a chat model), the passages retrieved (a second round with the
 * model's query when self-RAG judges them insufficient), sent as `reference`; the model's answer
 * streamed over the prompt holding them — or, without a chat model, the best passages quoted
 * (extractive); then `citations` (the markers, or similarity when the model wrote none). The reply is
 * saved with its passages as sources. `conversation` is already claimed; it is released here.
 */
export async function runDialogCompletion(
  deps: ConversationDeps,
  session: Session,
  input: TCompletionInput,
  language: TLanguage,
  reply: FastifyReply,
  conversation: typeof conversations.$inferSelect & { dialogId: string },
): Promise<void> {
  const ownerId = session.user.id;
  let context: TDialogContext;
  try {
    context = await prepare(deps, ownerId, conversation.dialogId, conversation.id, input);
  } catch (error) {
    await releaseStream(deps, conversation.id);
    throw error;
  }
  const { chat, history } = context;
  const images = (input.images ?? []).map((base64) => {
    const bytes = Buffer.from(base64, 'base64');
    return { bytes, mediaType: detectImageType(bytes) ?? 'application/octet-stream' };
  });
  const position = (history.at(-1)?.position ?? -1) + 1;
  const userMessageId = randomUUID();
  const messageId = randomUUID();
  const stream = openEventStream(reply);
  try {
    stream.send({
      type: 'start',
      conversation_id: conversation.id,
      user_message_id: userMessageId,
      message_id: messageId,
      model: chat ? modelName(chat.client) : '',
    });
    const saving = Promise.all([
      saveQuestion(deps, { id: userMessageId, conversationId: conversation.id, position }, input.content, images),
      conversation.title
        ? undefined
        : deps.db
            .update(conversations)
            .set({ title: titleOf(input.content) })
            .where(eq(conversations.id, conversation.id)),
    ]);
    saving.catch(() => {});
    const outcome = await answer(deps, context, { input, images, language, stream, messageId });
    await saving;
    await saveReply(
      deps,
      { id: messageId, conversationId: conversation.id, position },
      { ...outcome, model: chat && outcome.isModelAnswer ? modelName(chat.client) : null },
    );
  } catch (error) {
    deps.log.error({ err: error, conversation: conversation.id }, 'assistant reply not saved');
  } finally {
    await endTurn(deps, conversation.id, stream);
  }
}

/** Everything checked before the stream opens, so a refusal is the usual error envelope. */
async function prepare(
  deps: ConversationDeps,
  ownerId: string,
  dialogId: string,
  conversationId: string,
  input: TCompletionInput,
): Promise<TDialogContext> {
  const dialog = await getOwnedDialog(deps.db, ownerId, dialogId);
  const kbs = await dialogKbs(deps.db, ownerId, dialog.kbIds);
  if (new Set(kbs.map((kb) => kb.embdId)).size > 1) throw new AppError('DIALOG_MIXED_EMBEDDINGS');
  if (!isAnswerable(kbs)) throw new AppError('DIALOG_NOT_READY');
  const settings = promptSettingsOf(dialog);
  const [missing] = missingVariables(settings.variables, input.variables ?? {});
  if (missing !== undefined) throw new AppError('ASSISTANT_VARIABLE_MISSING', { params: { name: missing } });
  const embdId = kbs[0]?.embdId ?? '';
  const [chat, embedder, reranker, history] = await Promise.all([
    dialogChatModel(deps.llm, ownerId, dialog.llmId),
    clientForModel(deps.llm, ownerId, embdId, 'embedding'),
    dialog.rerankId ? clientForModel(deps.llm, ownerId, dialog.rerankId, 'rerank') : null,
    deps.db
      .select({
        position: conversationMessages.position,
        role: conversationMessages.role,
        content: conversationMessages.content,
        status: conversationMessages.status,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(asc(conversationMessages.position)),
  ]);
  const max = CONVERSATION_LIMITS.messagesPerConversation;
  if (history.length + 2 > max) throw new AppError('CONVERSATION_FULL', { params: { max } });
  const search = { database: deps.database, dialog, kbIds: kbs.map((kb) => kb.id), embedder, reranker };
  return { dialog, settings, search, chat, history };
}

type TAnswerOutcome = {
  content: string;
  sources: TChatPassage[];
  usage: { input_tokens: number; output_tokens: number } | null;
  status: 'complete' | 'aborted' | 'error';
  error: { code: string; params: Record<string, string | number> } | null;
  /** False for an extractive answer or a fixed reply (no passage found): no model wrote it. */
  isModelAnswer: boolean;
};

async function answer(
  deps: ConversationDeps,
  context: TDialogContext,
  request: {
    input: TCompletionInput;
    images: { bytes: Buffer; mediaType: string }[];
    language: TLanguage;
    stream: TEventStream;
    messageId: string;
  },
): Promise<TAnswerOutcome> {
  const { chat, settings, dialog } = context;
  const { stream, language } = request;
  const search: TDialogSearch = { ...context.search, signal: stream.signal };
  const earlier = historyMessages(context.history).filter((message) => typeof message.content === 'string');
  let passages: TNumberedPassage<TDialogPassage>[] = [];
  let knowledge = '';
  let systemPrompt = '';
  let messages: ModelMessage[] = [];
  try {
    const question = await searchQuestion(deps, chat, settings, earlier, request.input.content, stream.signal);
    let found = await retrievePassages(search, question);
    if (chat && settings.selfRag) found = await selfRag(chat, search, question, found, dialog.topN);
    const answerTokens = samplingOf(dialog).maxOutputTokens ?? DEFAULT_ANSWER_TOKENS;
    const contextTokens = chat?.contextTokens ?? DEFAULT_CONTEXT_TOKENS;
    messages = fitHistory(earlier, contextTokens);
    const budget =
      Math.floor(contextTokens * PROMPT_SHARE) -
      answerTokens -
      countTokens(settings.system) -
      countTokens(request.input.content) -
      messages.reduce((sum, message) => sum + countTokens(String(message.content)), 0);
    ({ knowledge, passages } = buildKnowledge(found, Math.max(0, budget)));
    systemPrompt = renderSystemPrompt(settings.system, {
      knowledge,
      values: request.input.variables ?? {},
      quote: settings.quote,
    });
  } catch (error) {
    return failed(deps, error, stream, language, []);
  }
  stream.send({ type: 'reference', passages: passages.map((passage) => toChatPassage(passage, [])) });

  if (passages.length === 0 && (settings.emptyResponse !== '' || !chat)) {
    const text = settings.emptyResponse || ASSISTANT_TEXTS.nothing_found[language];
    return fixedReply(stream, request.messageId, text, [], 'none', false);
  }
  if (!chat) {
    const text = buildExtractiveAnswer(passages, ASSISTANT_TEXTS.extractive_label[language]) ?? '';
    const cited = await citeAnswer({ ...search, log: deps.log }, text, passages);
    return fixedReply(stream, request.messageId, cited.text, passages, 'extractive', false, cited);
  }
  const streamed = await streamDialogAnswer(deps, chat.client, {
    system: systemPrompt,
    messages: [
      ...messages,
      {
        role: 'user',
        content: [
          { type: 'text', text: request.input.content },
          ...request.images.map((image) => ({
            type: 'image' as const,
            image: image.bytes,
            mediaType: image.mediaType,
          })),
        ],
      },
    ],
    sampling: samplingOf(dialog),
    stream,
    language,
  });
  if (streamed.status === 'error') {
    return { ...streamed, sources: passages.map((passage) => toChatPassage(passage, [])), isModelAnswer: true };
  }
  const cited: TCitedAnswer = settings.quote
    ? await citeAnswer({ ...search, log: deps.log }, streamed.content, passages)
    : { text: streamed.content, ids: [], method: 'none' };
  const sources = passages.map((passage) => toChatPassage(passage, cited.ids));
  stream.send({
    type: 'citations',
    content: cited.text,
    method: cited.method,
    citations: sources.filter((source) => source.is_cited),
  });
  stream.send({ type: 'done', message_id: request.messageId, finish_reason: streamed.finishReason });
  return { ...streamed, content: cited.text, sources, isModelAnswer: true };
}

/**
 * The question as retrieval searches it: with multi-turn on, a chat model and earlier questions,
 * rewritten by the model to stand alone (a failed rewrite keeps the question as asked).
 */
async function searchQuestion(
  deps: ConversationDeps,
  chat: TDialogChatModel | null,
  settings: TDialogPromptSettings,
  earlier: ModelMessage[],
  question: string,
  signal: AbortSignal,
): Promise<string> {
  if (!chat || !settings.refineMultiturn || !earlier.some((message) => message.role === 'user')) return question;
  const turns = [...earlier, { role: 'user' as const, content: question }].flatMap((message) =>
    message.role === 'user' || message.role === 'assistant'
      ? [{ role: message.role, content: String(message.content) }]
      : [],
  );
  const messages = buildRefineQuestionMessages(turns, deps.now().toISOString().slice(0, 10));
  const [system, ...rest] = messages;
  const result = await chat.client.chat({
    system: system?.content ?? '',
    messages: rest.map((message) => ({ role: 'user', content: message.content })),
    maxOutputTokens: SIDE_CALL_TOKENS,
    temperature: 0,
    signal,
  });
  return parseRefinedQuestion(result.text, question);
}

/** Self-RAG: the model judges the passages; when they do not suffice, one more round with its query. */
async function selfRag(
  chat: TDialogChatModel,
  search: TDialogSearch,
  question: string,
  found: TDialogPassage[],
  topN: number,
): Promise<TDialogPassage[]> {
  const { knowledge } = buildKnowledge(found, Math.floor(chat.contextTokens / 2));
  const [system, user] = buildSufficiencyMessages(question, knowledge);
  const verdict = await chat.client.chat({
    system: system?.content ?? '',
    messages: [{ role: 'user', content: user?.content ?? '' }],
    maxOutputTokens: SIDE_CALL_TOKENS,
    temperature: 0,
    signal: search.signal,
  });
  const judged = parseSufficiency(verdict.text);
  if (judged.isSufficient) return found;
  const again = await retrievePassages(search, judged.query ?? question);
  return mergePassages(found, again, topN);
}

/** The newest earlier messages whose tokens fit their share of the context. */
function fitHistory(earlier: ModelMessage[], contextTokens: number): ModelMessage[] {
  let room = Math.floor(contextTokens * HISTORY_SHARE);
  const kept: ModelMessage[] = [];
  for (const message of [...earlier].reverse()) {
    room -= countTokens(String(message.content));
    if (room < 0) break;
    kept.unshift(message);
  }
  while (kept[0] && kept[0].role !== 'user') kept.shift();
  return kept;
}

/** A reply no model streams (extractive, or the empty response): one delta, its citations, done. */
function fixedReply(
  stream: TEventStream,
  messageId: string,
  text: string,
  passages: readonly TNumberedPassage<TDialogPassage>[],
  method: TCitedAnswer['method'],
  isModelAnswer: boolean,
  cited?: TCitedAnswer,
): TAnswerOutcome {
  stream.send({ type: 'delta', text });
  const sources = passages.map((passage) => toChatPassage(passage, cited?.ids ?? []));
  stream.send({
    type: 'citations',
    content: text,
    method,
    citations: sources.filter((source) => source.is_cited),
  });
  stream.send({ type: 'done', message_id: messageId, finish_reason: 'stop' });
  return { content: text, sources, usage: null, status: 'complete', error: null, isModelAnswer };
}

/** A failure after the stream opened (retrieval, the embedding model, a side call) as the stream's error. */
function failed(
  deps: ConversationDeps,
  error: unknown,
  stream: TEventStream,
  language: TLanguage,
  sources: TChatPassage[],
): TAnswerOutcome {
  const outcome = errorOutcome(deps, error, stream, language);
  return { content: '', sources, usage: null, ...outcome, isModelAnswer: false };
}
