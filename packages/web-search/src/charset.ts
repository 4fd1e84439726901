import { TextDecoder } from 'node:util';

/** Labels the pages' charsets go by, as the WHATWG decoder names them (Latin-1 is decoded as Windows-1252, as browsers do). */
const ALIASES: Record<string, string> = {
  gb2312: 'gb18030',
  gbk: 'gb18030',
  'x-gbk': 'gb18030',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  ascii: 'utf-8',
  'us-ascii': 'utf-8',
  utf8: 'utf-8',
};

/** The charset a `Content-Type` header names, if any. @internal */
export function headerCharset(contentType: string | null): string | null {
  return /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1] ?? null;
}

/** The charset an HTML page declares in its first 4 KB (`<meta charset>`, `http-equiv`, or an XML declaration). @internal */
export function declaredCharset(head: string): string | null {
  const match =
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head) ?? /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  const name = ALIASES[label.toLowerCase()] ?? label.toLowerCase();
  try {
    return new TextDecoder(name);
  } catch {
    return null;
  }
}

/**
 * A page's bytes as text, by the browser's order of evidence: a byte-order mark, then the HTTP
 * header's charset, then (HTML) the page's own declaration, then UTF-8 (invalid bytes become U+FFFD).
 * @internal
 */
export function decodePage(bytes: Uint8Array, contentType: string | null, isHtml: boolean): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const fromHeader = decoderFor(headerCharset(contentType));
  if (fromHeader) return fromHeader.decode(bytes);
  if (isHtml) {
    const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 4096));
    const declared = decoderFor(declaredCharset(head));
    if (declared) return declared.decode(bytes);
  }
  return new TextDecoder('utf-8').decode(bytes);
}
