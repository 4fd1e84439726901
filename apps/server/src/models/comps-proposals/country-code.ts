import type { TDomicile } from '@app/market-data';

/**
 * The ISO 3166-1 alpha-2 code of where a company is based. EDGAR codes a foreign place with its own
 * letter-and-digit code and sends the place's ISO English name (`Taiwan, Province of China`); the
 * code is found by that name among the region names the runtime's ICU data holds, so no table of
 * EDGAR codes is kept here. Names that ISO writes differently from ICU are listed below.
 */
export function countryCodeOf(domicile: TDomicile | null): string | null {
  if (!domicile) return null;
  if (domicile.countryCode && /^[A-Z]{2}$/.test(domicile.countryCode)) return domicile.countryCode;
  return countryCodeOfName(domicile.country);
}

/** The ISO code of a country named in English (ISO's or ICU's spelling); null when unknown. */
export function countryCodeOfName(name: string): string | null {
  const wanted = normalize(name);
  const byName = namesToCodes();
  const exact = byName.get(wanted) ?? ISO_SPELLINGS[wanted];
  if (exact) return exact;
  // `Taiwan, Province of China` → `taiwan`; `Tanzania, United Republic of` → `tanzania`.
  const head = normalize(name.split(',')[0] ?? '');
  const byHead = byName.get(head) ?? ISO_SPELLINGS[head];
  if (byHead) return byHead;
  // ICU adds a qualifier ISO leaves out: `Hong Kong` → `Hong Kong SAR China`.
  for (const [candidate, code] of byName) if (candidate.startsWith(`${wanted} `)) return code;
  return null;
}

/** ISO's names (as the SEC sends them) that ICU spells otherwise. */
const ISO_SPELLINGS: Readonly<Record<string, string>> = {
  'korea republic of': 'KR',
  korea: 'KR',
  'korea democratic people s republic of': 'KP',
  'russian federation': 'RU',
  'viet nam': 'VN',
  'iran islamic republic of': 'IR',
  'czech republic': 'CZ',
  macau: 'MO',
  'virgin islands british': 'VG',
  'virgin islands u s': 'VI',
  'syrian arab republic': 'SY',
  'brunei darussalam': 'BN',
  'lao people s democratic republic': 'LA',
  'libyan arab jamahiriya': 'LY',
  'congo the democratic republic of the': 'CD',
  turkey: 'TR',
  'holy see vatican city state': 'VA',
  'macedonia the former yugoslav republic of': 'MK',
};

/** Region codes ICU names that are not countries. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

let cache: Map<string, string> | null = null;

function namesToCodes(): Map<string, string> {
  if (cache) return cache;
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  cache = new Map();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      // Retired codes (UK, AN, ZR) stand for current ones: only a code that is its own canonical form counts.
      if (NOT_COUNTRIES.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = names.of(code);
      if (name) cache.set(normalize(name), code);
    }
  }
  return cache;
}

function normalize(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bst\./g, 'saint')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}
