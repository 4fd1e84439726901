import {
  ERRORS,
  errorMessage,
  formatMessage,
  KB_STATUS_MESSAGES,
  type TErrorCode,
  type TKbStatusMessageKey,
  type TLanguage,
} from '@app/contract';

type TParams = Record<string, string | number>;

/** A sentence after a status (e.g. what RAPTOR added), with its own parameters. */
export type TStatusNote = TKbStatusMessageKey | { key: TKbStatusMessageKey; params?: TParams };

/**
 * A document's `progress_msg` as stored: a status message's key and parameters, or a failure's
 * catalogue code and parameters, as JSON, so each reader sees it in their own language.
 */
export type TStoredStatus =
  | { key: TKbStatusMessageKey; params?: TParams; notes?: TStatusNote[] }
  | { error: TErrorCode; params?: TParams };

export function storedStatus(status: TStoredStatus): string {
  return JSON.stringify(status);
}

/** The stored status in a language; text that is not a stored status (written by hand) is shown as is. */
export function renderStatus(stored: string, language: TLanguage): string {
  const status = parseStatus(stored);
  if (!status) return stored;
  if ('error' in status) return errorMessage(status.error, language, status.params);
  const notes = (status.notes ?? [])
    .map((note) => (typeof note === 'string' ? { key: note } : note))
    // A note written by an older version may name a message that no longer exists: it is left out.
    .filter((note) => Object.hasOwn(KB_STATUS_MESSAGES, note.key));
  return [{ key: status.key, params: status.params }, ...notes]
    .map((note) => formatMessage(KB_STATUS_MESSAGES[note.key][language], note.params))
    .join(' ');
}

/** The parameters a failure's message was stored with. */
export function storedErrorParams(stored: string): TParams | undefined {
  const status = parseStatus(stored);
  return status && 'error' in status ? status.params : undefined;
}

function parseStatus(stored: string): TStoredStatus | null {
  if (!stored.startsWith('{')) return null;
  try {
    const value = JSON.parse(stored) as Partial<{ key: string; error: string; params: TParams }>;
    if (typeof value.key === 'string' && Object.hasOwn(KB_STATUS_MESSAGES, value.key)) return value as TStoredStatus;
    if (typeof value.error === 'string' && Object.hasOwn(ERRORS, value.error)) return value as TStoredStatus;
  } catch {
    // not JSON: shown as written
  }
  return null;
}

/** A failure's code as the catalogue knows it (a queue code such as JOB_INTERRUPTED is a parse failure). */
export function catalogueCode(code: string | null): TErrorCode {
  return code && Object.hasOwn(ERRORS, code) ? (code as TErrorCode) : 'KB_PARSE_FAILED';
}
