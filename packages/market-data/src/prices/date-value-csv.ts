/**
 * Parser of two-column `date,value` CSV text, shared by FRED's `fredgraph.csv` download and the pack's
 * `prices/`, `index/` and `rates/` files. Rows are checked with zod; an empty value or FRED's `.`
 * means "no observation" and is kept as null, never filled.
 */
import { z } from 'zod';
import { MarketDataError } from '../errors.js';

/** @internal */
export type TDateValueRow = { date: string; value: number | null };

const ZRowSchema = z.tuple([
  z.iso.date(),
  z.union([z.literal(''), z.literal('.'), z.string().regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/)]),
]);

/**
 * @param headers accepted header rows, e.g. `[['observation_date', 'SP500'], ['DATE', 'SP500']]`
 * @throws {MarketDataError} PROVIDER_BAD_RESPONSE on an unexpected header, a malformed row or unordered dates
 * @internal
 */
export function parseDateValueCsv(
  text: string,
  headers: readonly (readonly [string, string])[],
  resource: string,
  where: string,
): TDateValueRow[] {
  const lines = text.split('\n');
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').trim();
  if (!headers.some(([date, value]) => header === `${date},${value}`)) {
    const expected = headers.map((pair) => pair.join(',')).join(' or ');
    throw bad(resource, where, `header is "${header}", expected ${expected}`);
  }
  const rows: TDateValueRow[] = [];
  for (let index = 1; index < lines.length; index++) {
    const line = (lines[index] as string).trim();
    if (line === '') continue;
    const parsed = ZRowSchema.safeParse(line.split(','));
    if (!parsed.success) throw bad(resource, where, `line ${index + 1} "${line.slice(0, 60)}" is malformed`);
    const [date, cell] = parsed.data;
    const previous = rows.at(-1);
    if (previous && previous.date >= date) throw bad(resource, where, `line ${index + 1}: dates are not increasing`);
    rows.push({ date, value: cell === '' || cell === '.' ? null : Number(cell) });
  }
  return rows;
}

function bad(resource: string, where: string, problem: string): MarketDataError {
  return new MarketDataError('PROVIDER_BAD_RESPONSE', `${resource} at ${where}: ${problem}`, {
    resource,
    where,
    problem,
  });
}
