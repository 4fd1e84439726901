/** Words that say what kind of company it is, not which: dropped so 'Apple' equals 'Apple Inc.'. */
const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'cos',
  'ltd',
  'limited',
  'plc',
  'llc',
  'lp',
  'llp',
  'sa',
  'nv',
  'ag',
  'se',
  'spa',
  'ab',
  'asa',
  'the',
  'de',
  'del',
]);

/** Lower-case words of a company name or query, without punctuation and legal forms. */
export function nameTokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const meaningful = words.filter((word) => !LEGAL_FORMS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}
