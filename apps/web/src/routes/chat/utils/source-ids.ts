/** The DOM id of a source's entry under a reply, the target of the reply's `[ref]` citations. */
export function sourceElementId(messageKey: string, ref: string): string {
  return `chat-source-${messageKey}-${ref}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
