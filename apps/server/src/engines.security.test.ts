/**
 * Issue 12: `npm ci` installs nothing whose `engines` refuse the Node the product supports (the
 * root package.json's floor, 20.19): such a package warns EBADENGINE and may use APIs Node 20
 * lacks. Read from package-lock.json, which is what `npm ci` installs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

type TVersion = [number, number, number];

function parseVersion(text: string): TVersion {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => (part === 'x' || part === '*' ? 0 : Number.parseInt(part, 10)));
  return [major, minor, patch];
}

function compare(a: TVersion, b: TVersion): number {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** One comparator of an npm range (`>=20.19`, `^22`, `~1.2`, `20`, `*`), as npm's semver reads it. */
function satisfiesComparator(version: TVersion, comparator: string): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?v?([\dx*.]+)$/.exec(comparator);
  if (!match) throw new Error(`range not understood: ${comparator}`);
  const [, operator = '=', bound = ''] = match;
  const given = bound.split('.').filter((part) => part !== 'x' && part !== '*').length;
  if (given === 0) return true;
  const base = parseVersion(bound);
  const cmp = compare(version, base);
  if (operator === '>=') return cmp >= 0;
  if (operator === '>') return cmp > 0;
  if (operator === '<=') return cmp <= 0;
  if (operator === '<') return cmp < 0;
  // `^`, `~` and a bare (possibly partial) version are ranges from `base` up to the next release.
  const [major, minor, patch] = base;
  const upper: TVersion =
    operator === '^'
      ? major > 0 || given === 1
        ? [major + 1, 0, 0]
        : minor > 0 || given === 2
          ? [0, minor + 1, 0]
          : [0, 0, patch + 1]
      : operator === '~'
        ? given === 1
          ? [major + 1, 0, 0]
          : [major, minor + 1, 0]
        : given === 1
          ? [major + 1, 0, 0]
          : given === 2
            ? [major, minor + 1, 0]
            : [major, minor, patch + 1];
  return cmp >= 0 && compare(version, upper) < 0;
}

/** Whether `version` satisfies an npm range of `||` alternatives of space-separated comparators. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => satisfiesComparator(parsed, comparator)),
  );
}

describe('engines of the installed packages', () => {
  it('reads npm ranges as npm does', () => {
    expect(satisfies('20.19.0', '>=20.19')).toBe(true);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '>= 16.0.0')).toBe(true);
    expect(satisfies('20.19.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '^22 || ^24 || >=26')).toBe(false);
    expect(satisfies('20.19.0', '^20.20.0')).toBe(false);
    expect(satisfies('20.19.0', '19')).toBe(false);
  });

  it('all accept the Node the product supports, so npm ci prints no EBADENGINE warning', () => {
    const floor = (JSON.parse(root('package.json')) as { engines: { node: string } }).engines.node.replace(/^>=/, '');
    const lock = JSON.parse(root('package-lock.json')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path.startsWith('node_modules/') || path.includes('/node_modules/'))
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !satisfies(floor, range) ? [`${path}@${entry.version}: node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
