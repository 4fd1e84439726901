/**
 * React keys for items that may repeat (two relations between the same entities, two uploaded files
 * with one name): the item's own key, numbered by how often it came before. Stable for a given list
 * without leaning on positions alone.
 */
export function occurrenceKeys<T>(items: readonly T[], keyOf: (item: T) => string): { item: T; key: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { item, key: `${base}#${count}` };
  });
}
