/**
 * Keys sorted once, so every key starting with a prefix is one binary search away: a contiguous
 * run of the sorted array.
 */
export class SortedPrefixIndex<T> {
  private readonly keys: string[];
  private readonly values: T[][];

  constructor(pairs: Iterable<[string, T]>) {
    const grouped = new Map<string, T[]>();
    for (const [key, value] of pairs) {
      const group = grouped.get(key);
      if (group) group.push(value);
      else grouped.set(key, [value]);
    }
    this.keys = [...grouped.keys()].sort();
    this.values = this.keys.map((key) => grouped.get(key) ?? []);
  }

  /** Values whose key equals `key`. */
  exact(key: string): readonly T[] {
    const at = this.lowerBound(key);
    return this.keys[at] === key ? (this.values[at] ?? []) : [];
  }

  /** Values whose key starts with `prefix`, by key order. */
  *withPrefix(prefix: string): Generator<T> {
    for (let at = this.lowerBound(prefix); at < this.keys.length; at += 1) {
      if (!this.keys[at]?.startsWith(prefix)) return;
      yield* this.values[at] ?? [];
    }
  }

  /** Distinct keys (for scans that cannot use the order, such as typo matching). */
  allKeys(): readonly string[] {
    return this.keys;
  }

  private lowerBound(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] ?? '') < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
