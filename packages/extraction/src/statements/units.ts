import type { TValueUnit } from '../types.js';
import type { TExtractionReason } from './audit-reasons.js';
import { foldChinese } from './normalize-label.js';

/** The unit and currency of a statement, and of its share counts. @internal */
export type TUnits = {
  unit: TValueUnit;
  /** Share counts: "shares in thousands" under a statement in millions. */
  shareUnit: TValueUnit;
  currency: string;
  guesses: TExtractionReason[];
};

const ENGLISH_SCALE: Record<string, TValueUnit> = {
  thousand: 'K',
  thousands: 'K',
  million: 'M',
  millions: 'M',
  billion: 'B',
  billions: 'B',
};
const CHINESE_SCALE: Record<string, TValueUnit> = {
  元: '1',
  千元: 'K',
  仟元: 'K',
  万元: '10K',
  百万元: 'M',
  亿元: '100M',
  十亿元: 'B',
};

/** Money scale phrases, strongest first. */
const SCALE = '(thousands?|millions?|billions?)';
const MONEY_UNIT: readonly RegExp[] = [
  new RegExp(
    `(?:\\$|dollars|usd|amounts|euros?|rmb|nt\\$|hk\\$|figures)(?: and shares)?\\s+(?:are\\s+)?(?:stated\\s+|presented\\s+|expressed\\s+)?in\\s+${SCALE}`,
    'i',
  ),
  new RegExp(`\\(\\s*in\\s+${SCALE}\\b`, 'i'),
  new RegExp(`\\bin\\s+${SCALE}\\s+of\\b`, 'i'),
  new RegExp(
    `\\b${SCALE}\\s+of\\s+(?:u\\.?s\\.?\\s+|hong kong\\s+|new taiwan\\s+)?(?:dollars|euros|yuan|renminbi|rmb|pounds|yen)`,
    'i',
  ),
  new RegExp(`\\bin\\s+(?:u\\.?s\\.?\\s*)?(?:\\$|usd|us\\$|rmb|hk\\$|eur|€)?\\s*${SCALE}\\b(?!\\s+of\\s+shares)`, 'i'),
  // A caption that starts with the scale: "Millions, Except Per Share Amounts", "(Millions of dollars)".
  new RegExp(`^\\s*\\(?\\s*(?:\\$|us\\$|usd|rmb|hk\\$)?\\s*${SCALE}\\b(?:,|\\)|\\s+except|\\s+of|\\s*$)`, 'i'),
  new RegExp(`(?:\\$|usd|us\\$|rmb|eur|€)\\s*${SCALE}\\b`, 'i'),
  /(?:us|rmb|nt|hk|s)?\$?\s*'000s?\b|\$\s*000s?\b|\(?\b000'?s\b(?:\s+omitted)?\)?|\(000\)|\b000 omitted\b/i,
];
/** A currency's symbol or code, as a unit caption prints it before "m", "k", "bn" or a scale word. */
const CURRENCY_TOKEN =
  '(?:us\\$|hk\\$|nt\\$|s\\$|a\\$|c\\$|\\$|€|£|¥|\\b(?:usd|rmb|eur|gbp|chf|jpy|cny|hkd|sgd|aud|cad))';
/** Abbreviated scales: "$m", "€m", "US$m", "£bn", "EUR k", "CHF million"; "TEUR"/"kEUR" are thousands. */
const ABBREVIATED: readonly [RegExp, TValueUnit | 'scale word'][] = [
  [new RegExp(`${CURRENCY_TOKEN}\\s?(?:m|mn|mln|mio)\\b`, 'i'), 'M'],
  [new RegExp(`${CURRENCY_TOKEN}\\s?(?:bn|bln)\\b`, 'i'), 'B'],
  [new RegExp(`${CURRENCY_TOKEN}\\s?k\\b|\\b[tk](?:eur|usd|chf|gbp)\\b`, 'i'), 'K'],
  [new RegExp(`${CURRENCY_TOKEN}\\s?(?:in\\s)?${SCALE}`, 'i'), 'scale word'],
];
/** "(000,000 omitted)", "$000,000": millions. */
const MILLIONS_OMITTED = /\b000,000(?:'?s)?\b(?:\s+omitted)?/i;
const CHINESE_UNIT =
  /(?:单位|金额单位)\s*[:：]?\s*(?:人民币|新台币|港币|美元)?\s*(十亿元|百万元|亿元|万元|千元|仟元|元)/;
const CHINESE_UNIT_LOOSE = /(?:人民币|新台币|港币)\s*(十亿元|百万元|亿元|万元|千元|仟元|元)/;
const SHARE_UNIT =
  /shares? in (thousands|millions|billions)|number of shares[^;)]*?(?:in|reflected in|presented in|stated in) (thousands|millions|billions)/i;
/** "In thousands, except share and per share data": share counts are printed in ones. */
const SHARES_IN_ONES =
  /except (?:for )?(?:number of )?shares?(?: data| amounts)?(?:,| and) (?:per[- ]share|per share)/i;

const CURRENCIES: readonly [RegExp, string][] = [
  [/nt\$|新台币|\btwd\b/i, 'TWD'],
  [/hk\$|港币|港元|\bhkd\b/i, 'HKD'],
  [/人民币|\brmb\b|\bcny\b|币种\s*[:：]?\s*人民币/i, 'CNY'],
  [/canadian dollars?|\bcad\b|(?<![a-z])c\$/i, 'CAD'],
  [/australian dollars?|\baud\b|(?<![a-z])a\$/i, 'AUD'],
  [/singapore dollars?|\bsgd\b|(?<![a-z])s\$/i, 'SGD'],
  [/\busd\b|us\$|u\.s\. dollars|\$|\bdollars?\b/i, 'USD'],
  [/\b[tk]?eur\b|€|euros?/i, 'EUR'],
  [/\bgbp\b|£/i, 'GBP'],
  [/\bchf\b|swiss francs?/i, 'CHF'],
  [/\bjpy\b|円|japanese yen/i, 'JPY'],
  [/[¥￥]/, 'CNY'],
];

/**
 * Finds the unit and currency in the text around a statement: the header rows and title first,
 * then the context lines nearest the table. "(In millions, except …)" → M, "in thousands" → K,
 * "单位：元" → 1, "万元" → 10K, "亿元" → 100M; "$"/"USD" → USD, "人民币"/RMB → CNY, NT$ → TWD, HK$ → HKD.
 * @internal
 */
export function detectUnits(texts: readonly string[], cellText: string): TUnits {
  const guesses: TExtractionReason[] = [];
  const folded = texts.map((text) => foldChinese(text.normalize('NFKC')));
  let unit: TValueUnit | null = null;
  let shareUnit: TValueUnit | null = null;
  for (const text of folded) {
    unit ??= moneyUnit(text);
    const shares = SHARE_UNIT.exec(text);
    if (shares) shareUnit ??= ENGLISH_SCALE[(shares[1] ?? shares[2] ?? '').toLowerCase()] ?? null;
    else if (SHARES_IN_ONES.test(text)) shareUnit ??= '1';
    if (unit) break;
  }
  if (!unit) {
    unit = '1';
    guesses.push({ code: 'unit_guessed', params: { unit } });
  }
  const all = `${folded.join('\n')}\n${cellText}`;
  let currency = CURRENCIES.find(([pattern]) => pattern.test(folded.join('\n')))?.[1] ?? null;
  currency ??= CURRENCIES.find(([pattern]) => pattern.test(cellText))?.[1] ?? null;
  if (!currency) {
    const chinese = /[\u4e00-\u9fff]/.test(all);
    currency = chinese ? 'CNY' : 'USD';
    guesses.push({ code: 'currency_guessed', params: { currency } });
  }
  return { unit, shareUnit: shareUnit ?? unit, currency, guesses };
}

function moneyUnit(text: string): TValueUnit | null {
  const chinese = CHINESE_UNIT.exec(text) ?? CHINESE_UNIT_LOOSE.exec(text);
  if (chinese) return CHINESE_SCALE[chinese[1] ?? ''] ?? null;
  if (MILLIONS_OMITTED.test(text)) return 'M';
  for (const pattern of MONEY_UNIT) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!match[1]) return 'K';
    return ENGLISH_SCALE[match[1].toLowerCase()] ?? null;
  }
  for (const [pattern, unit] of ABBREVIATED) {
    const match = pattern.exec(text);
    if (match) return unit === 'scale word' ? (ENGLISH_SCALE[(match[1] ?? '').toLowerCase()] ?? null) : unit;
  }
  return null;
}

/**
 * The unit a report states for all its figures, away from the statements: a general statement in
 * the notes ("All amounts are in thousands of dollars unless otherwise stated") or a caption the
 * report's tables repeat (three or more). Null when it states none, or more than one.
 * @internal
 */
export function reportUnit(texts: readonly string[]): TValueUnit | null {
  const counts = new Map<TValueUnit, number>();
  for (const text of texts) {
    const folded = foldChinese(text.normalize('NFKC'));
    const unit = moneyUnit(folded);
    if (!unit) continue;
    const general = /unless otherwise (?:stated|noted|indicated|specified)|all (?:amounts|figures)/i.test(folded);
    counts.set(unit, (counts.get(unit) ?? 0) + (general ? 3 : 1));
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 3 || (second && second[1] * 2 > first[1])) return null;
  return first[0];
}
