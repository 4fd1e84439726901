/**
 * Key lines found by arithmetic where their printed name says nothing the synonym rules know
 * ("Sales to customers" aside, a company may call its top line anything): a line with no
 * standard account is the missing total when, in every period column, its value is what the
 * statement's identities make of the lines that were mapped (revenue = gross profit + cost of
 * revenue; total liabilities = total liabilities and equity − equity; operating cash flow = net
 * change in cash − investing − financing − FX), or when it is the sum of the block of lines printed
 * just above it (cost of products + cost of services → cost of revenue).
 */
import type { TAccountKey } from '@app/statements';
import type { TStatementType } from '../types.js';
import type { TRowLine } from './read-rows.js';

/** A term: its key, its sign, and whether the identity holds without it (a line the statement may not print). */
type TTerm = readonly [TAccountKey, 1 | -1, 'optional'?];
/** `target = Σ sign × term`, over chart keys as `mapAccounts` gives them (the chart's signs: costs positive). */
type TIdentity = { target: TAccountKey; terms: readonly TTerm[]; before?: TAccountKey; after?: TAccountKey };

const IDENTITIES: Record<TStatementType, readonly TIdentity[]> = {
  income_statement: [
    {
      target: 'revenue',
      terms: [
        ['gross_profit', 1],
        ['cost_of_revenue', 1],
      ],
      before: 'cost_of_revenue',
    },
    {
      target: 'cost_of_revenue',
      terms: [
        ['revenue', 1],
        ['gross_profit', -1],
      ],
      after: 'revenue',
      before: 'gross_profit',
    },
    {
      target: 'operating_income',
      terms: [
        ['gross_profit', 1],
        ['operating_expenses', -1],
      ],
      after: 'gross_profit',
    },
    {
      target: 'operating_income',
      terms: [
        ['revenue', 1],
        ['costs_and_expenses', -1],
      ],
      after: 'revenue',
    },
  ],
  balance_sheet: [
    {
      target: 'total_liabilities',
      terms: [
        ['total_liabilities_and_equity', 1],
        ['total_equity_including_minority', -1],
        ['temporary_equity', -1, 'optional'],
      ],
      before: 'total_liabilities_and_equity',
    },
    {
      target: 'total_liabilities',
      terms: [
        ['total_liabilities_and_equity', 1],
        ['total_equity', -1],
        ['minority_interest', -1, 'optional'],
        ['temporary_equity', -1, 'optional'],
      ],
      before: 'total_liabilities_and_equity',
    },
  ],
  cash_flow_statement: [],
};
/** Keys a block of unmapped lines may add up to, and the statement's first line of that block. */
const BLOCK_TOTALS: Record<TStatementType, readonly TAccountKey[]> = {
  income_statement: ['cost_of_revenue'],
  balance_sheet: [],
  cash_flow_statement: [],
};

/**
 * Fills `keys` (in place) where a key line is missing and arithmetic finds it among the unmapped
 * lines, to half the statement's last printed digit per component.
 * @internal
 */
export function addStructuralKeys(
  type: TStatementType,
  lines: readonly TRowLine[],
  keys: (TAccountKey | null)[],
): void {
  const tolerance = 0.5 * 10 ** -commonDecimals(lines);
  const at = (key: TAccountKey) => keys.indexOf(key);
  const columns = Math.max(0, ...lines.map((line) => line.values.length));
  const agrees = (index: number, expected: readonly (number | null)[], terms: number) =>
    expected.some((value) => value !== null) &&
    expected.every((value, column) => {
      const printed = lines[index]?.values[column] ?? null;
      return value === null || (printed !== null && Math.abs(Math.abs(printed) - Math.abs(value)) <= tolerance * terms);
    });
  for (const identity of IDENTITIES[type]) {
    if (at(identity.target) >= 0) continue;
    if (identity.terms.some(([key, , optional]) => !optional && at(key) < 0)) continue;
    const present = identity.terms.filter(([key]) => at(key) >= 0);
    const expected = Array.from({ length: columns }, (_, column) => {
      let sum = 0;
      for (const [key, sign] of present) {
        const value = lines[at(key)]?.values[column];
        if (value === null || value === undefined) return null;
        sum += sign * Math.abs(value);
      }
      return sum;
    });
    const low = identity.after ? at(identity.after) : -1;
    const high = identity.before && at(identity.before) >= 0 ? at(identity.before) : lines.length;
    for (let index = low + 1; index < high; index++) {
      if (keys[index] !== null || !lines[index]?.hasValues) continue;
      if (agrees(index, expected, present.length)) {
        keys[index] = identity.target;
        break;
      }
    }
  }
  for (const target of BLOCK_TOTALS[type]) if (at(target) < 0) findBlockTotal(target, lines, keys, agrees);
  if (type === 'income_statement' && at('revenue') < 0) findOnlyRevenueLine(lines, keys);
}

const REVENUE_NAME = /\b(?:revenues?|sales)(?:,? net)?$/i;

/**
 * A statement whose top line is its only revenue line, named for its kind ("Collaboration
 * revenue", "Grant revenue", "Contract sales"): that line is the revenue. Two or more such lines
 * without a total are left alone, as their sum is not printed.
 */
function findOnlyRevenueLine(lines: readonly TRowLine[], keys: (TAccountKey | null)[]): void {
  const first = lines.findIndex((line) => line.hasValues);
  const second = lines.findIndex((line, index) => index > first && line.hasValues);
  const isRevenue = (index: number) => {
    const label = lines[index]?.label.trim() ?? '';
    return REVENUE_NAME.test(label) && !/^costs? of/i.test(label) && keys[index] === null;
  };
  if (first < 0 || !isRevenue(first) || (second >= 0 && isRevenue(second))) return;
  keys[first] = 'revenue';
}

/** An unmapped line equal to the sum of the two or more unmapped lines right above it, after the revenue line. */
function findBlockTotal(
  target: TAccountKey,
  lines: readonly TRowLine[],
  keys: (TAccountKey | null)[],
  agrees: (index: number, expected: readonly (number | null)[], terms: number) => boolean,
): void {
  const start = keys.indexOf('revenue');
  const end = keys.indexOf('gross_profit') >= 0 ? keys.indexOf('gross_profit') : Math.min(lines.length, start + 8);
  if (start < 0) return;
  for (let index = start + 3; index < end; index++) {
    if (keys[index] !== null || !lines[index]?.hasValues) continue;
    const block: number[] = [];
    for (let above = index - 1; above > start && keys[above] === null && lines[above]?.hasValues; above--)
      block.push(above);
    if (block.length < 2) continue;
    const columns = lines[index]?.values.length ?? 0;
    const expected = Array.from({ length: columns }, (_, column) =>
      block.reduce<number | null>((sum, row) => {
        const value = lines[row]?.values[column];
        return sum === null || value === null || value === undefined ? null : sum + Math.abs(value);
      }, 0),
    );
    if (agrees(index, expected, block.length)) {
      keys[index] = target;
      return;
    }
  }
}

/** The number of decimals most lines are printed with (0 for whole millions, 2 for yuan with cents). */
function commonDecimals(lines: readonly TRowLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) if (line.hasValues) counts.set(line.decimals, (counts.get(line.decimals) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}
