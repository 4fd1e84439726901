/**
 * Bytes → text for the text formats (HTML, CSV): a byte-order mark wins, then a declared charset,
 * then strict UTF-8, then GB18030 (a superset of GBK and GB2312, which Chinese exports use), then
 * Windows-1252, which accepts any bytes.
 */

const ALIASES: Record<string, string> = {
  gb2312: 'gb18030',
  gbk: 'gb18030',
  gb18030: 'gb18030',
  'x-gbk': 'gb18030',
  big5: 'big5',
  shift_jis: 'shift_jis',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'windows-1252': 'windows-1252',
  ascii: 'utf-8',
  'us-ascii': 'utf-8',
  'utf-8': 'utf-8',
  utf8: 'utf-8',
};

function tryDecode(bytes: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The encoding a byte-order mark announces, and the mark's length. @internal */
export function byteOrderMark(bytes: Uint8Array): { label: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', length: 2 };
  return null;
}

/**
 * Decodes text. `declared` is a charset named inside the file (HTML `<meta charset>`, XML
 * `encoding=`); it is trusted only when the bytes decode cleanly with it.
 * @internal
 */
export function decodeText(bytes: Uint8Array, declared?: string | null): string {
  const bom = byteOrderMark(bytes);
  if (bom) return new TextDecoder(bom.label).decode(bytes.subarray(bom.length));
  const named = declared ? ALIASES[declared.toLowerCase()] : undefined;
  const order = [named, 'utf-8', 'gb18030'].filter((label): label is string => Boolean(label));
  for (const label of order) {
    const text = tryDecode(bytes, label);
    if (text !== null) return text;
  }
  return new TextDecoder('windows-1252').decode(bytes);
}

/** The charset an HTML or XML file declares in its first bytes, if any. @internal */
export function declaredCharset(head: string): string | null {
  const match =
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head) ?? /<\?xml[^>]+encoding\s*=\s*["']([\w-]+)/i.exec(head);
  return match?.[1] ?? null;
}
