import type { Session } from '../accounts/sessions.js';

/**
 * Who calls a public-API operation: the owner's session, or an API token acting as its owner. An
 * assistant's token (`dialogId`) reaches that assistant's conversations only.
 */
export type TApiCaller = { session: Session; apiToken: { id: string; dialogId: string | null } | null };

/** The assistant a caller is bound to: an assistant's token's; null for a session or an account token. */
export function boundDialogOf(caller: TApiCaller): string | null {
  return caller.apiToken?.dialogId ?? null;
}

/**
 * Whether a conversation (of the caller's owner) is one the caller may use here: a conversation
 * with an assistant, and for an assistant's token with that assistant.
 */
export function mayUseConversation(caller: TApiCaller, conversationDialogId: string | null): boolean {
  if (conversationDialogId === null) return false;
  const bound = boundDialogOf(caller);
  return bound === null || bound === conversationDialogId;
}
