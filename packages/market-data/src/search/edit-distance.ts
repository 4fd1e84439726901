/** Rows reused across calls: the search calls this thousands of times per query. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), abandoned as soon as
 * it must exceed `max`: a typo ('microsft', 'mircosoft') is one or two edits, and the bound keeps a
 * search over ten thousand names within a millisecond or two.
 *
 * @returns the distance, or `max + 1` when it is larger than `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (rows[0] === undefined || rows[0].length < width) {
    rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  }
  let [previousPrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  const distance = previous[b.length]!;
  return distance > max ? max + 1 : distance;
}
