import { z } from 'zod';
import { defineRoute } from '../route.js';
import { ZChatSourceSchema, ZChatStreamEventSchema, ZChatToolCallSchema, ZChatUsageSchema } from './events.js';
import { IMAGE_LIMITS, imageProblem } from './images.js';
import { ZDecideProposalRequestSchema } from './proposal.js';

/** Every size a user controls in the chat is bounded here. @public */
export const CONVERSATION_LIMITS = {
  /** Conversations one user keeps. */
  conversationsPerUser: 500,
  /** Replies of one user streaming at once (over all conversations; one per conversation). */
  streamsPerUser: 4,
  /** Messages (questions and replies) in one conversation. */
  messagesPerConversation: 400,
  /** Characters of one question. */
  messageChars: 20_000,
  titleChars: 200,
  /** Characters of a thumbs-down's feedback. */
  feedbackChars: 2_000,
  /** Earlier messages sent to the model with a new question (the newest ones). */
  historyMessages: 40,
  /** Rounds of tool calls in one reply before the model must answer. */
  maxToolSteps: 6,
  /** Related questions suggested. */
  relatedQuestions: 5,
  /** Values one question gives for an assistant's prompt variables, and the characters of each. */
  variables: 20,
  variableChars: 10_000,
  /** Characters read aloud at once (OpenAI's `/audio/speech` takes 4,096). */
  ttsChars: 4_096,
} as const;

const ZIdSchema = z.uuid();

const ZTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'conversation_title_required' })
  .max(CONVERSATION_LIMITS.titleChars, { error: 'conversation_title_too_long' });

const ZQuestionSchema = z
  .string()
  .trim()
  .min(1, { error: 'message_required' })
  .max(CONVERSATION_LIMITS.messageChars, { error: 'message_too_long' });

/**
 * Attached images, base64 without a `data:` prefix. Each is checked by its bytes (JPG, PNG, GIF,
 * WebP, BMP; at most 5 MB); more than `IMAGE_LIMITS.maxCount` is refused as a whole.
 */
const ZImagesSchema = z
  .array(z.string())
  .max(IMAGE_LIMITS.maxCount, { error: 'image_too_many' })
  .superRefine((images, context) => {
    images.forEach((image, index) => {
      const problem = imageProblem(image);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [index] });
    });
  });

/** The largest JSON body `completion` can take: its images in base64 and the question. @public */
export const COMPLETION_BODY_LIMIT = IMAGE_LIMITS.maxCount * Math.ceil((IMAGE_LIMITS.maxBytes * 4) / 3) + 256 * 1024;

export const ZConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The assistant over knowledge bases it talks to; null for the general assistant. */
  dialog_id: z.string().nullable(),
  /** True while a reply is being streamed (a new question must wait for it). */
  is_streaming: z.boolean(),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

export const ZChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Media types of the images the question carried (the bytes are not sent back). */
  images: z.array(z.string()),
  tool_calls: z.array(ZChatToolCallSchema),
  sources: z.array(ZChatSourceSchema),
  /** The user's thumb: true up, false down, null none. */
  thumbup: z.boolean().nullable(),
  feedback: z.string().nullable(),
  usage: ZChatUsageSchema.nullable(),
  /** `name@factory` of the model that answered. */
  model: z.string().nullable(),
  /** `complete`, `aborted` (stopped by the user) or `error` (with `error`'s catalogue code). */
  status: z.enum(['complete', 'aborted', 'error']),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** An assistant's answer made without a chat model: its passages quoted, nothing composed. */
  is_extractive: z.boolean(),
  created_at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

const ZOkSchema = z.object({ ok: z.literal(true) });

/** Values for an assistant's prompt variables (`{name}` in its system prompt), by name. */
const ZVariablesSchema = z
  .record(
    z.string().max(64, { error: 'conversation_variable_name_invalid' }),
    z.string().max(CONVERSATION_LIMITS.variableChars, { error: 'conversation_variable_too_long' }),
  )
  .refine((values) => Object.keys(values).length <= CONVERSATION_LIMITS.variables, {
    error: 'conversation_variables_too_many',
  });

/** A mind map's node: its title and the nodes under it. @public */
export type TMindmapTree = { title: string; children: TMindmapTree[] };
export const ZMindmapTreeSchema: z.ZodType<TMindmapTree> = z.lazy(() =>
  z.object({ title: z.string(), children: z.array(ZMindmapTreeSchema) }),
);

/** The `conversation` area: the chat assistant's conversations, streamed replies and the model's Ask. @public */
export const conversationRoutes = {
  set: defineRoute({
    method: 'POST',
    path: '/v1/conversation/set',
    summary:
      'Create a conversation (without conversation_id; with dialog_id, with one of the user’s assistants over knowledge bases, ' +
      'opened by its opener) or rename one',
    access: 'user',
    input: z.object({
      conversation_id: ZIdSchema.optional(),
      name: ZTitleSchema.optional(),
      dialog_id: ZIdSchema.optional(),
    }),
    output: ZConversationSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/conversation/get',
    summary: 'A conversation with its messages, oldest first (tool calls and their sources included)',
    access: 'user',
    input: z.object({ conversation_id: ZIdSchema }),
    output: ZConversationSchema.extend({ messages: z.array(ZChatMessageSchema) }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/conversation/list',
    summary:
      "The user's conversations, most recently active first: with dialog_id, those with that assistant; without, the general assistant's",
    access: 'user',
    input: z.object({ dialog_id: ZIdSchema.optional() }),
    output: z.array(ZConversationSchema),
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/conversation/rm',
    summary: 'Delete conversations with their messages and images',
    access: 'user',
    input: z.object({ conversation_ids: z.array(ZIdSchema).min(1).max(CONVERSATION_LIMITS.conversationsPerUser) }),
    output: ZOkSchema,
  }),
  completion: defineRoute({
    method: 'POST',
    path: '/v1/conversation/completion',
    summary:
      'Ask a question (with images) and stream the reply as Server-Sent Events (see ZChatStreamEventSchema); ' +
      'closing the connection stops the reply and the provider’s request; one reply at a time per conversation. ' +
      'With an assistant over knowledge bases, the passages retrieved come first and the citations last; ' +
      '`variables` fill its prompt’s variables',
    access: 'user',
    input: z.object({
      conversation_id: ZIdSchema,
      content: ZQuestionSchema,
      images: ZImagesSchema.optional(),
      variables: ZVariablesSchema.optional(),
    }),
    output: ZChatStreamEventSchema,
    stream: 'sse',
  }),
  delete_msg: defineRoute({
    method: 'POST',
    path: '/v1/conversation/delete_msg',
    summary: 'Delete a question and its reply (either message id)',
    access: 'user',
    input: z.object({ conversation_id: ZIdSchema, message_id: ZIdSchema }),
    output: ZOkSchema,
  }),
  thumbup: defineRoute({
    method: 'POST',
    path: '/v1/conversation/thumbup',
    summary: 'Rate a reply: thumbup true, false (with optional feedback) or null to clear',
    access: 'user',
    input: z.object({
      conversation_id: ZIdSchema,
      message_id: ZIdSchema,
      thumbup: z.boolean().nullable(),
      feedback: z.string().trim().max(CONVERSATION_LIMITS.feedbackChars, { error: 'feedback_too_long' }).optional(),
    }),
    output: ZChatMessageSchema,
  }),
  decide_proposal: defineRoute({
    method: 'POST',
    path: '/v1/conversation/decide_proposal',
    summary:
      'Record the user’s decision on data-sheet changes a reply proposed: accepted (the changes applied through ' +
      'model/dcf/data_sheet/apply and the revision they gave) or rejected; a proposal is decided once',
    access: 'user',
    input: ZDecideProposalRequestSchema,
    output: ZChatMessageSchema,
  }),
  ask: defineRoute({
    method: 'POST',
    path: '/v1/conversation/ask',
    summary:
      'A question about one of the user’s models, the model as context; the reply streams as Server-Sent Events and is not saved',
    access: 'user',
    input: z.object({ model_id: ZIdSchema, question: ZQuestionSchema }),
    output: ZChatStreamEventSchema,
    stream: 'sse',
  }),
  mindmap: defineRoute({
    method: 'POST',
    path: '/v1/conversation/mindmap',
    summary: 'A mind map of an assistant’s answer over knowledge bases, drawn by the chat model',
    access: 'user',
    input: z.object({ conversation_id: ZIdSchema, message_id: ZIdSchema }),
    output: z.object({ mindmap: ZMindmapTreeSchema }),
  }),
  tts: defineRoute({
    method: 'POST',
    path: '/v1/conversation/tts',
    summary:
      'A text (a reply) read aloud by the user’s default text-to-speech model, as the audio the provider returns; ' +
      'citation markers and Markdown are not read',
    access: 'user',
    input: z.object({
      text: z
        .string()
        .trim()
        .min(1, { error: 'tts_text_required' })
        .max(CONVERSATION_LIMITS.ttsChars, { error: 'tts_text_too_long' }),
    }),
    output: z.object({}),
    file: { contentType: 'audio/mpeg' },
  }),
  related_questions: defineRoute({
    method: 'POST',
    path: '/v1/conversation/related_questions',
    summary:
      'Questions a user might ask next about a question; with dialog_id, searches that assistant’s knowledge bases could answer',
    access: 'user',
    input: z.object({ question: ZQuestionSchema, dialog_id: ZIdSchema.optional() }),
    output: z.object({ questions: z.array(z.string()) }),
  }),
};
