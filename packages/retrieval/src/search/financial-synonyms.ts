/**
 * How annual reports name what analysts ask about. Written from the vocabulary of financial
 * reporting (US GAAP and IFRS captions, 10-K items, PRC annual-report captions), not from any one
 * report: a group holds words that name the same thing in a filing. `words` are interchangeable;
 * `from` → `to` goes one way only (a filing's "employees" are "people", but not every "people" is
 * an employee). Words as `keywordText` indexes them: lower case, one word each (a compound such as
 * "buyback" is one word; "buy back" is two, joined first by {@link FINANCIAL_PHRASES}).
 */
/**
 * Two-word verbs of finance that filings print as one word or a hyphenated one: a question's
 * "buy back" searches as "buyback" (and so finds "repurchased", its synonym), "write off" as
 * "writeoff", which is how `keywordText` indexes "write-off".
 * @public
 */
export const FINANCIAL_PHRASES: ReadonlyMap<string, string> = new Map([
  ['buy back', 'buyback'],
  ['buys back', 'buyback'],
  ['buying back', 'buyback'],
  ['bought back', 'buyback'],
  ['pay out', 'payout'],
  ['paid out', 'payout'],
  ['write off', 'writeoff'],
  ['wrote off', 'writeoff'],
  ['written off', 'writeoff'],
  ['write down', 'writedown'],
  ['wrote down', 'writedown'],
  ['written down', 'writedown'],
  ['spin off', 'spinoff'],
  ['spun off', 'spinoff'],
]);

export type TSynonymGroup = { words: readonly string[] } | { from: string; to: readonly string[] };

/** @public */
export const FINANCIAL_SYNONYMS: readonly TSynonymGroup[] = [
  // Income statement.
  { words: ['revenue', 'revenues', 'sales', 'turnover'] },
  { words: ['profit', 'profits', 'earnings'] },
  { from: 'profitable', to: ['profit', 'margin', 'income'] },
  { from: 'profitability', to: ['profit', 'margin', 'income'] },
  { words: ['loss', 'losses', 'lose', 'lost'] },
  { from: 'spend', to: ['spent', 'spending', 'expenditures', 'expenses'] },
  { from: 'spent', to: ['spend', 'spending', 'expenditures', 'expenses'] },
  { from: 'capex', to: ['capital', 'expenditures'] },
  { words: ['rd', 'research'] },
  { from: 'earn', to: ['earned', 'revenue', 'revenues', 'income'] },
  { from: 'earned', to: ['earn', 'revenue', 'revenues', 'income'] },
  // Capital returned and raised.
  { words: ['buyback', 'buybacks', 'repurchase', 'repurchases', 'repurchased'] },
  { words: ['dividend', 'dividends', 'distributions'] },
  { words: ['payout', 'payouts', 'paid'] },
  { words: ['writeoff', 'writeoffs', 'impairment', 'impairments'] },
  { words: ['writedown', 'writedowns', 'impairment', 'impairments'] },
  { words: ['spinoff', 'separation', 'separated'] },
  { words: ['debt', 'borrowings', 'indebtedness'] },
  { words: ['shareholders', 'stockholders', 'shareowners'] },
  // People and places.
  { words: ['employees', 'headcount', 'workforce', 'personnel', 'staff'] },
  { from: 'people', to: ['employees', 'employee', 'associates', 'personnel'] },
  { from: 'employ', to: ['employed', 'employees', 'employee'] },
  { words: ['outside', 'international', 'foreign', 'overseas', 'abroad'] },
  { words: ['worldwide', 'global', 'globally'] },
  { words: ['headquarters', 'headquartered'] },
  // Operations.
  { words: ['customers', 'clients'] },
  { words: ['competitors', 'competition', 'compete', 'rivals'] },
  { words: ['suppliers', 'vendors'] },
  { words: ['factories', 'plants', 'facilities'] },
  { words: ['cars', 'vehicles', 'automobiles'] },
  { from: 'build', to: ['built', 'produce', 'produced', 'production', 'manufacture', 'manufactured'] },
  { from: 'built', to: ['build', 'produce', 'produced', 'production', 'manufactured'] },
  { words: ['chips', 'semiconductors'] },
  { words: ['lawsuit', 'lawsuits', 'litigation', 'proceedings'] },
  { words: ['bought', 'acquired', 'acquisition'] },
  { words: ['unused', 'remaining', 'remained', 'available'] },
  // Chinese annual-report captions (境外, 利润分配, 在职员工…). Simplified only: jieba's dictionary
  // cuts traditional text into single characters, so its words are never one lexeme of the index.
  { words: ['海外', '国外', '境外'] },
  { words: ['分红', '红利', '利润分配', '派发'] },
  { words: ['员工', '职工', '人员'] },
  { words: ['目标', '计划'] },
  { words: ['负债', '债务'] },
  { words: ['客户', '顾客'] },
];
