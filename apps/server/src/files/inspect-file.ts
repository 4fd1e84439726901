/**
 * The look at a file for the file manager and the knowledge bases, run in an inspection worker
 * (`extraction-worker.ts`, request `inspect_file`): the extraction's `inspectDocument` (PDF, Word,
 * workbooks, CSV, HTML), and when it sees text that is none of those, plain text or Markdown —
 * the other types a knowledge base reads. The type comes from the bytes, never the name.
 */
import { createHash } from 'node:crypto';
import { DocumentReadError, inspectDocument, type TPageDocumentKind } from '@app/extraction';

/** A file's detected kind, its pages where cheap to count (null otherwise), and its SHA-256 (hex). */
export type TFileInspection = { kind: TPageDocumentKind; pageCount: number | null; sha256: string };

/** Bytes looked at for binary content and Markdown structure. */
const SNIFF_BYTES = 64 * 1024;

/**
 * @throws DocumentReadError as `inspectDocument` does; `unsupported_type` for binary data and for
 *   text in no encoding we read (UTF-8, UTF-16 with a byte-order mark, GB18030)
 */
export async function inspectFile(bytes: Uint8Array): Promise<TFileInspection> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    return { ...(await inspectDocument(bytes)), sha256 };
  } catch (error) {
    if (!(error instanceof DocumentReadError) || error.reason !== 'unsupported_type') throw error;
    const text = decodedText(bytes);
    if (text === null) throw error;
    return { kind: looksLikeMarkdown(text.slice(0, SNIFF_BYTES)) ? 'markdown' : 'text', pageCount: null, sha256 };
  }
}

/** The bytes as text, or null for binary data or bytes in no encoding we read. */
export function decodedText(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return null;
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  if (utf16) return tryDecode(bytes.subarray(2), utf16);
  if (hasBinaryBytes(bytes.subarray(0, SNIFF_BYTES))) return null;
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  return tryDecode(body, 'utf-8') ?? tryDecode(body, 'gb18030');
}

/**
 * Text with Markdown's block structure, as the page reader (`readDocumentPages`) tells it: an ATX
 * heading (`# Title`) or a pipe table (a row of cells, then its delimiter row). Emphasis, links
 * and lists are common in plain text too, so they do not count.
 */
export function looksLikeMarkdown(text: string): boolean {
  if (/^ {0,3}#{1,6}[ \t]+\S/m.test(text)) return true;
  // The delimiter row holds a pipe, so a line above a thematic break (`---`) is no table.
  return /^[^\n]*\|[^\n]*\r?\n {0,3}(?=[^\n]*\|)\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/m.test(text);
}

/** NUL, or more than 1% control bytes other than tab, line feed, form feed and carriage return. */
function hasBinaryBytes(head: Uint8Array): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) control++;
  }
  return control > head.length * 0.01;
}

function tryDecode(bytes: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
