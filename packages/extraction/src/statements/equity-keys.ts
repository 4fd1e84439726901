/**
 * Which equity line an uploaded balance sheet calls `total_equity`. The chart's `total_equity` is
 * the parent's share and `total_equity_including_minority` the consolidated total; a user reading
 * an uploaded statement (and its balance identity) wants the consolidated total, the last equity
 * total printed ("Total equity", "所有者权益合计"), so uploaded statements name that one
 * `total_equity` and the parent's share printed above it ("Total Example Corp. stockholders' equity",
 * "归属于母公司所有者权益合计") `equity_attributable_to_parent`. Checks and models work in the
 * chart's terms: these two functions convert, one line list at a time, by the lines' order.
 */
import type { TAccountKey } from '@app/statements';

type TKeyed = { standardAccount: string | null };

/**
 * The chart's keys of a balance sheet's lines, as an uploaded statement presents them.
 * @example presentEquityKeys(['total_equity', 'minority_interest', 'total_equity_including_minority'])
 * // ['equity_attributable_to_parent', 'minority_interest', 'total_equity']
 * @internal
 */
export function presentEquityKeys(keys: readonly (TAccountKey | null)[]): (TAccountKey | null)[] {
  if (!keys.includes('total_equity_including_minority')) return [...keys];
  return keys.map((key) => (key === null ? null : presentedEquityKey(key)));
}

/**
 * The key an uploaded statement shows for a chart key, once it prints a consolidated total.
 * @internal
 */
export function presentedEquityKey<K extends string>(key: K): K | 'equity_attributable_to_parent' | 'total_equity' {
  if (key === 'total_equity') return 'equity_attributable_to_parent';
  if (key === 'total_equity_including_minority') return 'total_equity';
  return key;
}

/**
 * The chart's key of each line of an uploaded balance sheet (as extracted or as an audit left it):
 * `equity_attributable_to_parent` is the chart's `total_equity`, and a `total_equity` printed below
 * a non-controlling interests line is the consolidated total (`total_equity_including_minority`).
 * @public
 */
export function chartEquityKeys<T extends TKeyed>(lines: readonly T[]): T[] {
  const minorityAt = lines.findIndex((line) => line.standardAccount === 'minority_interest');
  const hasParent = lines.some((line) => line.standardAccount === 'equity_attributable_to_parent');
  return lines.map((line, at) => {
    if (line.standardAccount === 'equity_attributable_to_parent') return { ...line, standardAccount: 'total_equity' };
    if (line.standardAccount === 'total_equity' && (hasParent || (minorityAt >= 0 && minorityAt < at)))
      return { ...line, standardAccount: 'total_equity_including_minority' };
    return line;
  });
}
