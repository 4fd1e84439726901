/**
 * Cell text helpers shared by the readers: whitespace clean-up, "is this a printed number",
 * gluing a lone `$` / `)` / `%` to its number, and squaring a table off.
 */

/** Collapses every kind of space (NBSP, thin, ideographic, zero-width) to one ASCII space and trims. @internal */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .trim();
}

const NUMBER =
  /^[(（]?[-−–+]?[(（]?(?:US\$|HK\$|RMB|[$€£¥￥₹])?\s?[(（]?[-−–]?(?:\d{1,3}(?: \d{3})+|\d[\d,，]*)(?:\.\d+)?\s?[)）]?\s?%?[)）]?%?$/;
const DASH = /^[-—–−]+$/;

/**
 * True for a printed amount or a placeholder for nil: `1,234`, `(1,234)`, `$(0.97)`, `-5.2%`,
 * `51,810,243,607.11`, `—`. Years (`2024`) and note numbers (`12`) count too: the table builder
 * cannot tell them apart and does not need to.
 * @internal
 */
export function isNumberText(text: string): boolean {
  return NUMBER.test(text) || DASH.test(text);
}

const PREFIX = /^(?:US\$|HK\$|RMB|[$€£¥￥₹(（])$/;
const SUFFIX = /^(?:[)）]|%|[)）]%|%[)）])$/;

/** A cell that only carries a currency sign or an opening parenthesis for the number after it. @internal */
export function isNumberPrefix(text: string): boolean {
  return PREFIX.test(text);
}

/** A cell that only carries the `)` or `%` of the number before it. @internal */
export function isNumberSuffix(text: string): boolean {
  return SUFFIX.test(text);
}

/** Starts like a number (or a nil dash), so a lone `$` on its left belongs to it. @internal */
export function startsLikeNumber(text: string): boolean {
  return /^[(（]?[-−–]?[\d.]/.test(text) || DASH.test(text);
}

/** Ends like a number, so a lone `)` or `%` on its right belongs to it. @internal */
export function endsLikeNumber(text: string): boolean {
  return /[\d)）]$/.test(text) || DASH.test(text);
}

/**
 * Drops empty rows and empty columns and pads every row to the same width.
 * @internal
 */
export function squareTable(rows: string[][]): string[][] {
  const kept = rows.filter((row) => row.some((cell) => cell !== ''));
  const width = Math.max(0, ...kept.map((row) => row.length));
  const used: boolean[] = new Array(width).fill(false);
  for (const row of kept) {
    row.forEach((cell, i) => {
      if (cell !== '') used[i] = true;
    });
  }
  return kept.map((row) => {
    const out: string[] = [];
    for (let i = 0; i < width; i++) if (used[i]) out.push(row[i] ?? '');
    return out;
  });
}
