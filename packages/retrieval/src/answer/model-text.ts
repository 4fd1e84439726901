/** What chat models wrap around an answer, removed before it is read: thinking and a fenced block's fence. */

/** The text after a reasoning model's `</think>` (all of it when there is none). */
export function withoutThinking(answer: string): string {
  const end = answer.lastIndexOf('</think>');
  return (end >= 0 ? answer.slice(end + '</think>'.length) : answer).trim();
}

/** The content of the first fenced block, or the text itself when there is none. */
export function unfenced(text: string): string {
  const fenced = /```[\w-]*\s*\n([\s\S]*?)```/u.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/** The first `{…}` object of the text parsed, or null. */
export function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1).replace(/,\s*([}\]])/gu, '$1'));
  } catch {
    return null;
  }
}
