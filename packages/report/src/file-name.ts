// Characters Windows, macOS or Linux refuse in a file name, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
const MAX_NAME_CHARACTERS = 100;

/**
 * A download's file name for a report: the title with characters file systems refuse replaced, at most
 * 100 characters (whole code points, so a Chinese title is never cut inside a character), and the
 * extension. `asciiOnly` gives the fallback name an HTTP `Content-Disposition` header's `filename=`
 * needs next to its UTF-8 `filename*=`.
 */
export function reportFileName(title: string, ext: string, options: { asciiOnly?: boolean } = {}): string {
  let name = title.normalize('NFC').replace(FORBIDDEN, ' ');
  if (options.asciiOnly) {
    name = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]+/g, ' ');
  }
  name = name.replace(/\s+/g, ' ').trim();
  name = Array.from(name).slice(0, MAX_NAME_CHARACTERS).join('');
  name = name.replace(/^[\s.]+|[\s.]+$/g, '');
  if (!name) name = 'report';
  if (WINDOWS_RESERVED.test(name)) name = `${name} report`;
  const extension = ext.replace(/^\.+/, '').replace(/[^A-Za-z0-9]/g, '');
  return extension ? `${name}.${extension}` : name;
}
