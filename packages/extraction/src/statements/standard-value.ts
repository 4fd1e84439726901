import { type TExtractedLine, type TExtractedStatement, UNIT_SCALE } from '../types.js';

/**
 * A line's value in full units of the currency (shares in shares, per-share amounts per share) and
 * in the chart's sign convention: `value × sign × scale(line unit or statement unit)`.
 * @example standardValue(statement, line) // 391_035_000_000 for "Total net sales 391,035" in millions
 * @public
 */
export function standardValue(statement: Pick<TExtractedStatement, 'unit'>, line: TExtractedLine): number {
  return line.value * (line.sign ?? 1) * UNIT_SCALE[line.unit ?? statement.unit];
}
