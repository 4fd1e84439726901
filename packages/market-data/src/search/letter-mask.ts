/**
 * The set of characters of a word as 32 bits (letters a–z; digits share the six bits left). A
 * character of one word absent from the other costs at least one edit, so
 * popcount(a & ~b) is a lower bound of their edit distance: a cheap way to skip most words before
 * the dynamic programme.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << (26 + ((code - 48) % 6));
  }
  return mask;
}

/** Lower bound of the edit distance between two words, from their masks. */
export function maskDistance(a: number, b: number): number {
  return Math.max(popcount(a & ~b), popcount(b & ~a));
}

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
