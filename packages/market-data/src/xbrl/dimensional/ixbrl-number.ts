/**
 * The value of one `ix:nonFraction`, as the Inline XBRL 1.1 spec and the transformation registry
 * define it: the printed text read by its `format`, × 10^`scale`, negated when `sign="-"`.
 */

/**
 * Reads the printed number of a numeric fact.
 *
 * - `ixt:fixed-zero` (and `ixt-sec:…zero…`, the SEC's dash transforms) → 0, whatever is printed (`—`).
 * - `ixt:num-dot-decimal` (and no format): `,` and spaces group thousands, `.` is the decimal mark.
 * - `ixt:num-comma-decimal`: `.`, spaces and `'` group thousands, `,` is the decimal mark.
 * - A lone dash (`-`, `—`, `–`) reads 0, as printed tables mean it.
 *
 * Returns null for text that is not a number under the format (the fact is then not used).
 * @public
 */
export function readIxbrlNumber(
  printed: string,
  attributes: { format?: string | null; scale?: string | null; sign?: string | null },
): number | null {
  const format = (attributes.format ?? '').toLowerCase();
  const localFormat = format.slice(format.indexOf(':') + 1);
  const text = printed.replace(/\s+/g, ' ').trim();
  let magnitude: number | null;
  if (localFormat.includes('zero') || /^[-\u2013\u2014]$/.test(text)) magnitude = 0;
  else if (localFormat.includes('comma-decimal') || localFormat === 'numcommadecimal')
    magnitude = parseDigits(text.replace(/[.\s'\u00a0]/g, '').replace(',', '.'));
  else magnitude = parseDigits(text.replace(/[,\s\u00a0]/g, ''));
  if (magnitude === null) return null;
  const scale = attributes.scale ? Number(attributes.scale) : 0;
  if (!Number.isInteger(scale)) return null;
  const scaled = scaleBy(magnitude, scale);
  return attributes.sign === '-' ? -scaled : scaled;
}

/**
 * `decimals` as a number: `INF` → Infinity, an integer as is, absent or unreadable → null.
 * @public
 */
export function readDecimals(decimals: string | null | undefined): number | null {
  if (decimals === undefined || decimals === null || decimals === '') return null;
  if (decimals.trim().toUpperCase() === 'INF') return Number.POSITIVE_INFINITY;
  const n = Number(decimals);
  return Number.isInteger(n) ? n : null;
}

/**
 * Half a unit of the last reported digit: the rounding a value with these `decimals` may carry
 * (`-6` → 500,000). Zero for `INF`; null when unknown.
 * @public
 */
export function roundingBound(decimals: number | null): number | null {
  if (decimals === null) return null;
  if (decimals === Number.POSITIVE_INFINITY) return 0;
  return 0.5 * 10 ** -decimals;
}

function parseDigits(text: string): number | null {
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  return Number(text);
}

/** × 10^scale without the binary noise of a float multiplication for the usual positive scales. */
function scaleBy(value: number, scale: number): number {
  if (scale === 0) return value;
  const text = String(value);
  return text.includes('e') ? value * 10 ** scale : Number(`${text}e${scale}`);
}
