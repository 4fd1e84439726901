/** A printed amount: its value and how many decimals were printed (for rounding tolerances). @internal */
export type TAmount = { value: number; decimals: number };

/** What one printed cell holds. `dash` is "—", "-" or "–": nothing, shown as zero. @internal */
export type TCellValue = { kind: 'amount'; amount: TAmount; isPercent: boolean } | { kind: 'dash' } | { kind: 'text' };

const DASH = /^[-–—―‒−－~]+$/;
/** Currency symbols and codes printed next to an amount. */
const CURRENCY =
  /^(?:US\$|NT\$|HK\$|RMB|CNY|USD|TWD|HKD|EUR|GBP|JPY|[$¥￥€£])\s*|\s*(?:US\$|NT\$|HK\$|RMB|CNY|USD|TWD|HKD|EUR|GBP|JPY|[$¥￥€£])$/i;
/** Footnote markers after an amount: "1,234 (a)", "1,234*", "1,234 (1)" (only after a space), "1,234†". */
const FOOTNOTE = /(?:\s+\([a-z]\)|\s+\(\d\)|\s*[*†‡§]+|\s+[a-z])$/i;
const NUMBER = /^([+-]?)(\d{1,3}(?:[,，\s]\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Parses one printed cell: `(1,234)` → −1234, `−1,234` → −1234, `51,810,243,607.11`, `$ 1,234`,
 * `12.5%`, footnote markers. Returns `dash` for "—"/"-" and `text` for anything that is not an amount.
 * @example parseCell('(1,234)') // { kind: 'amount', amount: { value: -1234, decimals: 0 }, isPercent: false }
 * @internal
 */
export function parseCell(cell: string): TCellValue {
  let text = cell
    .normalize('NFKC')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .trim();
  if (text === '') return { kind: 'text' };
  if (DASH.test(text)) return { kind: 'dash' };
  let negative = false;
  let isPercent = false;
  for (let guard = 0; guard < 4; guard++) {
    const before = text;
    text = text.replace(CURRENCY, '').replace(FOOTNOTE, '').trim();
    if (text.endsWith('%')) {
      isPercent = true;
      text = text.slice(0, -1).trim();
    }
    if (/^\(.*\)$/.test(text)) {
      negative = !negative;
      text = text.slice(1, -1).trim();
    } else if (/^\(/.test(text) && !text.includes(')')) {
      // "(1,234" with the ")" in the next cell
      negative = !negative;
      text = text.slice(1).trim();
    } else if (/\)$/.test(text) && !text.includes('(')) {
      text = text.slice(0, -1).trim();
    }
    if (text === before) break;
  }
  if (DASH.test(text)) return { kind: 'dash' };
  const match = NUMBER.exec(text.replace(/^[−–]/, '-'));
  if (!match) return { kind: 'text' };
  const [, sign, whole = '', fraction = ''] = match;
  const value = Number(`${whole.replace(/[,，\s]/g, '')}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { kind: 'text' };
  const signed = (sign === '-') !== negative ? -value : value;
  return { kind: 'amount', amount: { value: signed === 0 ? 0 : signed, decimals: fraction.length }, isPercent };
}

/** Whether a cell is only punctuation that belongs to a neighbouring amount (`$`, `)`, `%`). @internal */
export function isAmountDecoration(cell: string): boolean {
  return /^\s*(?:US\$|NT\$|HK\$|RMB|[$¥￥€£)）%])?\s*$/i.test(cell);
}
