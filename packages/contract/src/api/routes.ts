import { z } from 'zod';
import { conversationRoutes } from '../conversation/routes.js';
import { ZInputDateSchema } from '../dates.js';
import { documentRoutes } from '../kb/document-routes.js';
import { defineRoute } from '../route.js';

/**
 * The limits of API tokens: live (not revoked) tokens per user, a name's length, the days one
 * `api/stats` call may cover, and the ids one `api/rm` takes.
 * @public
 */
export const API_TOKEN_LIMITS = { tokensPerUser: 20, nameChars: 64, statsDays: 366, idsPerRequest: 20 } as const;

/**
 * Every API token starts with this, so that a server (and a secret scanner) tells it from a session
 * token; 32 random bytes in base64url follow.
 * @public
 */
export const API_TOKEN_PREFIX = 'intr-';

const ZDialogIdSchema = z.uuid();
const ZTokenIdSchema = z.uuid();

const ZTokenNameSchema = z
  .string()
  .trim()
  .max(API_TOKEN_LIMITS.nameChars, { error: 'api_token_name_too_long' })
  .default('');

/** A token as lists show it: never the secret, only its first characters. @public */
export const ZApiTokenSchema = z.object({
  id: z.string(),
  /** The token's first characters (`intr-` and a few more), to tell tokens apart. */
  prefix: z.string(),
  name: z.string(),
  /** The assistant the token was made for (`api/new_token`); null for a system token. */
  dialog_id: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiTokenSchema>;

/** A new token: the only answer that ever holds the secret itself. @public */
export const ZNewApiTokenSchema = ZApiTokenSchema.extend({ token: z.string() });
export type TNewApiToken = z.infer<typeof ZNewApiTokenSchema>;

const ZTokenListSchema = z.object({ tokens: z.array(ZApiTokenSchema) });

const DAY_MS = 86_400_000;

/** `api/stats`: a period of days (both included), at most `API_TOKEN_LIMITS.statsDays` long. @public */
export const ZApiStatsRequestSchema = z
  .object({ from_date: ZInputDateSchema, to_date: ZInputDateSchema, dialog_id: ZDialogIdSchema.optional() })
  .refine(
    (input) => {
      const days = (Date.parse(input.to_date) - Date.parse(input.from_date)) / DAY_MS + 1;
      return days >= 1 && days <= API_TOKEN_LIMITS.statsDays;
    },
    { error: 'api_stats_range_too_long', path: ['to_date'] },
  );

/** One day of the tokens' use: every day of the period, days without calls as zeros. @public */
export const ZApiStatsDaySchema = z.object({
  day: z.string(),
  calls: z.number().int(),
  /** Model tokens the answers used, where the model reported them. */
  tokens: z.number().int(),
  conversations: z.number().int(),
});
export type TApiStatsDay = z.infer<typeof ZApiStatsDaySchema>;

/**
 * The `api` area: tokens made for an assistant, their use, and the public API's own operations.
 * Token management is for a signed-in session only: a token cannot mint more tokens.
 * @public
 */
export const apiRoutes = {
  new_token: defineRoute({
    method: 'POST',
    path: '/v1/api/new_token',
    summary: 'Create an API token for one of your assistants; the token is in this answer only',
    access: 'full_account',
    input: z.object({ dialog_id: ZDialogIdSchema, name: ZTokenNameSchema }),
    output: ZNewApiTokenSchema,
  }),
  token_list: defineRoute({
    method: 'GET',
    path: '/v1/api/token_list',
    summary: 'The live API tokens of one of your assistants (their first characters, never the secret)',
    access: 'full_account',
    input: z.object({ dialog_id: ZDialogIdSchema }),
    output: ZTokenListSchema,
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/api/rm',
    summary: 'Revoke API tokens by id: they stop working at once',
    access: 'full_account',
    input: z.object({
      token_ids: z
        .array(ZTokenIdSchema)
        .min(1, { error: 'api_token_select_first' })
        .max(API_TOKEN_LIMITS.idsPerRequest),
    }),
    output: z.object({ revoked: z.number().int() }),
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/v1/api/stats',
    summary:
      'Calls, model tokens and conversations of your API tokens per day (all tokens, or one assistant’s), up to 366 days',
    access: 'full_account',
    input: ZApiStatsRequestSchema,
    output: z.object({ days: z.array(ZApiStatsDaySchema) }),
  }),
  new_conversation: defineRoute({
    method: 'POST',
    path: '/v1/api/new_conversation',
    summary:
      'Open a conversation with an assistant (opened by its opener): the token’s own assistant for an assistant’s token, else `dialog_id`',
    access: 'user',
    acceptsApiToken: 'dialog',
    input: z.object({ dialog_id: ZDialogIdSchema.optional() }),
    output: conversationRoutes.set.output,
  }),
  conversation: defineRoute({
    method: 'GET',
    path: '/v1/api/conversation',
    summary: 'A conversation with an assistant, with its messages (an assistant’s token reads only its assistant’s)',
    access: 'user',
    acceptsApiToken: 'dialog',
    input: conversationRoutes.get.input,
    output: conversationRoutes.get.output,
  }),
  completion: defineRoute({
    method: 'POST',
    path: '/v1/api/completion',
    summary:
      'Ask an assistant a question in one of its conversations and stream the answer as Server-Sent Events, as `conversation/completion` does',
    access: 'user',
    acceptsApiToken: 'dialog',
    input: conversationRoutes.completion.input,
    output: conversationRoutes.completion.output,
    stream: 'sse',
  }),
  document_upload_and_parse: defineRoute({
    method: 'POST',
    path: '/v1/api/document/upload_and_parse',
    summary:
      'Upload files to a knowledge base and start parsing them (multipart: `kb_id` first, then one `file` part per file); as `document/upload_and_parse`, for scripts with an API token',
    access: 'user',
    acceptsApiToken: 'account',
    upload: documentRoutes.upload_and_parse.upload,
    input: documentRoutes.upload_and_parse.input,
    output: documentRoutes.upload_and_parse.output,
  }),
};

/**
 * The `system` area's token routes: tokens of the whole account, not of an assistant.
 * @public
 */
export const systemTokenRoutes = {
  new_token: defineRoute({
    method: 'POST',
    path: '/v1/system/new_token',
    summary: 'Create an API token for your account; the token is in this answer only',
    access: 'full_account',
    input: z.object({ name: ZTokenNameSchema }),
    output: ZNewApiTokenSchema,
  }),
  token_list: defineRoute({
    method: 'GET',
    path: '/v1/system/token_list',
    summary: 'Your live account API tokens (their first characters, never the secret)',
    access: 'full_account',
    input: z.object({}),
    output: ZTokenListSchema,
  }),
  token_rm: defineRoute({
    method: 'POST',
    path: '/v1/system/token/rm',
    summary: 'Revoke one account API token: it stops working at once',
    access: 'full_account',
    input: z.object({ token_id: ZTokenIdSchema }),
    output: z.object({ revoked: z.number().int() }),
  }),
};
