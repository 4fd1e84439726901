import { conversationRoutes, dialogRoutes, llmRoutes, type TChatStreamEvent, userRoutes } from '@app/contract';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  type TReplyWriter,
  type TScriptedReply,
  wireUser,
} from './local-api-server';

/** Writes one Server-Sent Event as the server does. */
export function sseEvent(event: TChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** How a scripted reply goes: it sends events after `start`, and may wait for the client to hang up. */
export type TReplyScript = (reply: {
  send: (event: TChatStreamEvent) => void;
  hungUp: Promise<void>;
  request: TRecordedRequest;
}) => Promise<void> | void;

type TWireMessage = Record<string, unknown> & { id: string; role: 'user' | 'assistant'; content: string };

/** A running chat API and what it saw. */
export type TChatApi = TLocalApiServer & {
  /** How many replies the client stopped by closing the connection. */
  hangUps: () => number;
};

const NOW = '2026-11-24T10:00:00.000Z';

/** How `tts` answers: a WAV file, as the mock provider's speech. */
const AUDIO_HEADERS: Record<string, string> = {
  'Content-Type': 'audio/wav',
  'Content-Disposition': 'attachment; filename="reply.wav"',
};

/**
 * A local `conversation` area kept in memory, answering as the server does: conversations are
 * created and renamed with `set`, listed, read with their messages, and deleted; `completion`
 * streams `start`, whatever the script sends, then saves the reply — complete, or `aborted` when
 * the client hung up; `related_questions` answers with `relatedQuestions`. `llmId: null` makes it
 * the server with no chat model configured.
 */
export async function startChatApi(
  options: {
    llmId?: string | null;
    script?: TReplyScript;
    /** What `related_questions` answers for a question; without it the call fails as an unreachable provider does (503). */
    relatedQuestions?: (question: string) => string[];
    /** An assistant over knowledge bases (`dialog/get`, as the server answers it): its conversations open with its opener. */
    dialog?: Record<string, unknown> & { id: string };
    /** What `mindmap` answers for a reply. */
    mindmap?: unknown;
    /** `tts` answers these bytes as audio; without them, as a server whose user has no TTS model (400). */
    speech?: Buffer;
    /** Answers the paths outside the `conversation` area it knows (e.g. `model/dcf/data_sheet/apply`); undefined: 404. */
    routes?: (request: TRecordedRequest) => TScriptedReply | undefined;
  } = {},
): Promise<TChatApi> {
  const conversations = new Map<string, { title: string; dialogId: string | null; messages: TWireMessage[] }>();
  let ids = 0;
  let hangUps = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const wireConversation = (id: string) => {
    const conversation = conversations.get(id);
    return {
      id,
      title: conversation?.title ?? '',
      dialog_id: conversation?.dialogId ?? null,
      is_streaming: false,
      message_count: conversation?.messages.length ?? 0,
      created_at: NOW,
      updated_at: NOW,
    };
  };

  const server = await startLocalApiServer((request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser()) };
      case llmRoutes.tenant_info.path:
        return {
          body: ok({
            llm_id: options.llmId === undefined ? 'gpt-4o-mini@OpenAI' : options.llmId,
            embd_id: null,
            rerank_id: null,
            img2txt_id: null,
            tts_id: null,
            web_search_id: null,
          }),
        };
      case conversationRoutes.list.path: {
        const dialogId = request.query.get('dialog_id');
        const ids = [...conversations.keys()].filter((id) => conversations.get(id)?.dialogId === dialogId);
        return { body: ok(ids.reverse().map(wireConversation)) };
      }
      case conversationRoutes.set.path: {
        const id = typeof body.conversation_id === 'string' ? body.conversation_id : newId();
        const existing = conversations.get(id);
        const dialogId = existing?.dialogId ?? (typeof body.dialog_id === 'string' ? body.dialog_id : null);
        const messages = existing?.messages ?? [];
        const opener = dialogId ? (options.dialog?.prompt_config as { prologue?: string } | undefined)?.prologue : '';
        if (!existing && opener) saveMessage(messages, 'assistant', opener, {});
        conversations.set(id, {
          title: typeof body.name === 'string' ? body.name : (existing?.title ?? ''),
          dialogId,
          messages,
        });
        return { body: ok(wireConversation(id)) };
      }
      case dialogRoutes.get.path:
        if (options.dialog?.id !== request.query.get('dialog_id')) {
          return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
        }
        return { body: ok(options.dialog) };
      case conversationRoutes.mindmap.path:
        return { body: ok({ mindmap: options.mindmap }) };
      case conversationRoutes.tts.path:
        if (!options.speech) {
          const message = 'No text-to-speech model is set up yet. Add one under Settings → Model providers.';
          return { status: 400, body: failure(400, 'LLM_NOT_CONFIGURED', message) };
        }
        return {
          headers: AUDIO_HEADERS,
          body: options.speech,
        };
      case conversationRoutes.get.path: {
        const id = request.query.get('conversation_id') ?? '';
        const conversation = conversations.get(id);
        if (!conversation) return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
        return { body: ok({ ...wireConversation(id), messages: conversation.messages }) };
      }
      case conversationRoutes.rm.path:
        for (const id of body.conversation_ids as string[]) conversations.delete(id);
        return { body: ok({ ok: true }) };
      case conversationRoutes.thumbup.path: {
        const messages = conversations.get(String(body.conversation_id))?.messages ?? [];
        const message = messages.find((item) => item.id === body.message_id);
        if (!message) return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
        message.thumbup = body.thumbup;
        return { body: ok(message) };
      }
      case conversationRoutes.decide_proposal.path: {
        // Recorded once on the proposing tool call, as the server does.
        const messages = conversations.get(String(body.conversation_id))?.messages ?? [];
        const message = messages.find((item) => item.id === body.message_id);
        const calls = (message?.tool_calls ?? []) as { tool_call_id: string; proposal?: Record<string, unknown> }[];
        const call = calls.find((item) => item.tool_call_id === body.tool_call_id && item.proposal);
        if (!message || !call?.proposal) return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
        if (call.proposal.decision) {
          const text = 'You already decided on these proposed changes; that decision stands.';
          return { status: 422, body: failure(422, 'CHAT_PROPOSAL_DECIDED', text) };
        }
        const isAccepted = body.decision === 'accepted';
        call.proposal.decision = {
          status: body.decision,
          accepted: isAccepted ? body.accepted : [],
          model_updated_at: isAccepted ? body.model_updated_at : null,
          decided_at: NOW,
        };
        return { body: ok(message) };
      }
      case conversationRoutes.delete_msg.path: {
        // The question and its reply go together, whichever id is given.
        const messages = conversations.get(String(body.conversation_id))?.messages ?? [];
        const index = messages.findIndex((item) => item.id === body.message_id);
        const start = messages[index]?.role === 'assistant' ? index - 1 : index;
        if (index === -1) return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
        messages.splice(start, messages[start + 1]?.role === 'assistant' ? 2 : 1);
        return { body: ok({ ok: true }) };
      }
      case conversationRoutes.completion.path:
        return completion(body, request);
      case conversationRoutes.ask.path:
        return ask(request);
      case conversationRoutes.related_questions.path:
        if (!options.relatedQuestions) {
          return { status: 503, body: failure(503, 'LLM_UNREACHABLE', 'The model provider could not be reached.') };
        }
        return { body: ok({ questions: options.relatedQuestions(String(body.question)) }) };
      default:
        return options.routes?.(request) ?? { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });

  function completion(body: Record<string, unknown>, request: TRecordedRequest) {
    if (options.llmId === null) {
      const message =
        'No chat model is set up yet. Add one under Settings → Model providers, and choose it as the default.';
      return { status: 400, body: failure(400, 'LLM_NOT_CONFIGURED', message) };
    }
    const conversation = conversations.get(String(body.conversation_id));
    if (!conversation) return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    const question = saveMessage(conversation.messages, 'user', String(body.content), {
      images: ((body.images as string[] | undefined) ?? []).map(() => 'image/png'),
    });
    if (!conversation.title) conversation.title = String(body.content);
    return {
      stream: async (writer: TReplyWriter) => {
        const messageId = newId();
        let text = '';
        let events: TChatStreamEvent[] = [];
        const send = (event: TChatStreamEvent) => {
          events.push(event);
          if (event.type === 'delta') text += event.text;
          writer.write(sseEvent(event));
        };
        send({
          type: 'start',
          conversation_id: String(body.conversation_id),
          user_message_id: question.id,
          message_id: messageId,
          model: 'gpt-4o-mini@OpenAI',
        });
        let isHungUp = false;
        const hungUp = writer.hungUp.then(() => {
          isHungUp = true;
          hangUps += 1;
        });
        await options.script?.({ send, hungUp, request });
        const failed = events.flatMap((event) => (event.type === 'error' ? [event] : []))[0];
        const toolCalls = events.flatMap((event) => (event.type === 'tool_result' ? [event] : []));
        // An assistant over knowledge bases saves the answer as its citations say, with its passages.
        const citations = events.flatMap((event) => (event.type === 'citations' ? [event] : []))[0];
        const cited = new Set(citations?.citations.map((citation) => citation.ref));
        const passages = events
          .flatMap((event) => (event.type === 'reference' ? event.passages : []))
          .map((passage) => ({ ...passage, is_cited: cited.has(passage.ref) }));
        saveMessage(conversation.messages, 'assistant', citations?.content ?? text, {
          id: messageId,
          tool_calls: toolCalls.map(({ type: _type, ...call }) => call),
          sources: [...toolCalls.flatMap((call) => call.sources), ...passages],
          status: isHungUp ? 'aborted' : failed ? 'error' : 'complete',
          error: failed ? { code: failed.code, message: failed.message } : null,
          model: 'gpt-4o-mini@OpenAI',
        });
        events = [];
        writer.end();
      },
    };
  }

  /** `ask`: the same stream, nothing saved (its `start` names no conversation or message). */
  function ask(request: TRecordedRequest) {
    return {
      stream: async (writer: TReplyWriter) => {
        const send = (event: TChatStreamEvent) => writer.write(sseEvent(event));
        send({
          type: 'start',
          conversation_id: null,
          user_message_id: null,
          message_id: null,
          model: 'gpt-4o-mini@OpenAI',
        });
        const hungUp = writer.hungUp.then(() => {
          hangUps += 1;
        });
        await options.script?.({ send, hungUp, request });
        writer.end();
      },
    };
  }

  function saveMessage(
    messages: TWireMessage[],
    role: 'user' | 'assistant',
    content: string,
    extra: Record<string, unknown>,
  ) {
    const message: TWireMessage = {
      id: newId(),
      role,
      content,
      images: [],
      tool_calls: [],
      sources: [],
      thumbup: null,
      feedback: null,
      usage: null,
      model: null,
      status: 'complete',
      error: null,
      is_extractive: false,
      created_at: NOW,
      ...extra,
    };
    messages.push(message);
    return message;
  }

  return { ...server, hangUps: () => hangUps };
}
