/**
 * A figure as the user types it in the audit, in the statement's unit: `1234.5`, `-1,234.5`,
 * `(1,234.5)` (negative, as statements print it), `1 234,5` or `1.234,5` (a comma as the decimal
 * mark when it cannot be a thousands separator). Returns null when the text is not a number.
 */
export function parseValue(text: string): number | null {
  let normalized = text.replace(/[\s\u00a0\u202f_']/g, '').replace(/[−–]/g, '-');
  let sign = 1;
  const parenthesized = /^\((.*)\)$/.exec(normalized);
  if (parenthesized) {
    sign = -1;
    normalized = parenthesized[1] ?? '';
  }
  const lastComma = normalized.lastIndexOf(',');
  const lastDot = normalized.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both marks: the later one is the decimal mark.
    normalized = lastComma > lastDot ? normalized.replace(/\./g, '').replace(',', '.') : normalized.replace(/,/g, '');
  } else if (lastComma >= 0) {
    normalized = /^-?\d{1,3}(,\d{3})+$/.test(normalized) ? normalized.replace(/,/g, '') : normalized.replace(',', '.');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  const value = sign * Number(normalized);
  return Number.isFinite(value) && Math.abs(value) <= 1e15 ? value : null;
}

/** A figure as an input starts with it: plain digits, a point for decimals, no grouping. */
export function toValueText(value: number): string {
  if (!Number.isFinite(value)) return '';
  return String(Number(value.toFixed(6)));
}
