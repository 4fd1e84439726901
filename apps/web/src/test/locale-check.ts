/** A flat view of a locale file: dotted key → string value (non-strings are kept to be reported). */
export function flattenLocale(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    result.set(prefix, value);
    return result;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [path, leaf] of flattenLocale(child, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
  }
  return result;
}

/** The `{{name}}` parameters of a message, sorted. */
export function messageParams(message: string): string[] {
  return Array.from(message.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => match[1] ?? '').sort();
}

/**
 * Everything wrong with a translation compared with English: missing keys, extra keys, values that
 * are not strings or are empty, and parameter sets that differ. Empty when the file is complete.
 */
export function compareLocale(english: unknown, translated: unknown): string[] {
  const source = flattenLocale(english);
  const target = flattenLocale(translated);
  const problems: string[] = [];
  for (const [key, sourceValue] of source) {
    if (!target.has(key)) {
      problems.push(`missing key "${key}"`);
      continue;
    }
    const value = target.get(key);
    if (typeof value !== 'string') {
      problems.push(`"${key}" is not a string`);
      continue;
    }
    if (value.trim() === '') problems.push(`"${key}" is empty`);
    const expected = typeof sourceValue === 'string' ? messageParams(sourceValue) : [];
    const actual = messageParams(value);
    if (expected.join(',') !== actual.join(',')) {
      problems.push(`"${key}" has parameters {${actual.join(', ')}} but English has {${expected.join(', ')}}`);
    }
  }
  for (const key of target.keys()) {
    if (!source.has(key)) problems.push(`extra key "${key}" (not in English)`);
  }
  return problems;
}
