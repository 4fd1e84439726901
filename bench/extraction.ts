import { readFileSync } from 'node:fs';
import type { TAccountKey } from '@app/statements';
import {
  chartEquityKeys,
  extractStatements,
  readDocument,
  standardValue,
  type TExtractedStatement,
  type TParsedDocument,
  type TStatementType,
  UNIT_SCALE,
} from '../packages/extraction/src/index.js';

const DATA = new URL('../../shared/data/', import.meta.url);

type TReader = (bytes: Uint8Array) => Promise<TParsedDocument> | TParsedDocument;
/** One value a filing reports: which statement and key, the period, and the value in full units. */
type TTruth = {
  type: TStatementType;
  key: TAccountKey;
  end: string;
  months: number | null;
  value: number;
  column: string;
};

/** Ground-truth columns of key_financials_annual_usgaap.csv, as statement keys (capex is an outflow: negative). */
const CSV_COLUMNS: readonly { column: string; type: TStatementType; key: TAccountKey; sign?: -1 }[] = [
  { column: 'revenue', type: 'income_statement', key: 'revenue' },
  { column: 'cost_of_revenue', type: 'income_statement', key: 'cost_of_revenue' },
  { column: 'operating_income', type: 'income_statement', key: 'operating_income' },
  { column: 'pretax_income', type: 'income_statement', key: 'pretax_income' },
  { column: 'income_tax', type: 'income_statement', key: 'income_tax' },
  { column: 'net_income', type: 'income_statement', key: 'net_income' },
  { column: 'diluted_shares', type: 'income_statement', key: 'diluted_shares' },
  { column: 'diluted_eps', type: 'income_statement', key: 'eps_diluted' },
  { column: 'd_and_a', type: 'cash_flow_statement', key: 'depreciation_amortization' },
  { column: 'operating_cash_flow', type: 'cash_flow_statement', key: 'operating_cash_flow' },
  { column: 'capex', type: 'cash_flow_statement', key: 'capital_expenditure', sign: -1 },
  { column: 'total_assets', type: 'balance_sheet', key: 'total_assets' },
  { column: 'total_liabilities', type: 'balance_sheet', key: 'total_liabilities' },
  { column: 'stockholders_equity', type: 'balance_sheet', key: 'total_equity' },
  { column: 'cash', type: 'balance_sheet', key: 'cash_and_equivalents' },
  { column: 'long_term_debt_noncurrent', type: 'balance_sheet', key: 'long_term_debt' },
];

/** us-gaap tags of Apple's 10-Q, as statement keys. */
const TAGS: readonly { tag: string; type: TStatementType; key: TAccountKey; sign?: -1 }[] = [
  { tag: 'RevenueFromContractWithCustomerExcludingAssessedTax', type: 'income_statement', key: 'revenue' },
  { tag: 'CostOfGoodsAndServicesSold', type: 'income_statement', key: 'cost_of_revenue' },
  { tag: 'GrossProfit', type: 'income_statement', key: 'gross_profit' },
  { tag: 'ResearchAndDevelopmentExpense', type: 'income_statement', key: 'research_and_development' },
  { tag: 'SellingGeneralAndAdministrativeExpense', type: 'income_statement', key: 'selling_general_administrative' },
  { tag: 'OperatingExpenses', type: 'income_statement', key: 'operating_expenses' },
  { tag: 'OperatingIncomeLoss', type: 'income_statement', key: 'operating_income' },
  {
    tag: 'IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest',
    type: 'income_statement',
    key: 'pretax_income',
  },
  { tag: 'IncomeTaxExpenseBenefit', type: 'income_statement', key: 'income_tax' },
  { tag: 'NetIncomeLoss', type: 'income_statement', key: 'net_income' },
  { tag: 'EarningsPerShareBasic', type: 'income_statement', key: 'eps_basic' },
  { tag: 'EarningsPerShareDiluted', type: 'income_statement', key: 'eps_diluted' },
  { tag: 'WeightedAverageNumberOfSharesOutstandingBasic', type: 'income_statement', key: 'basic_shares' },
  { tag: 'WeightedAverageNumberOfDilutedSharesOutstanding', type: 'income_statement', key: 'diluted_shares' },
  { tag: 'CashAndCashEquivalentsAtCarryingValue', type: 'balance_sheet', key: 'cash_and_equivalents' },
  { tag: 'MarketableSecuritiesCurrent', type: 'balance_sheet', key: 'short_term_investments' },
  { tag: 'AccountsReceivableNetCurrent', type: 'balance_sheet', key: 'receivables' },
  { tag: 'InventoryNet', type: 'balance_sheet', key: 'inventory' },
  { tag: 'OtherAssetsCurrent', type: 'balance_sheet', key: 'other_current_assets' },
  { tag: 'AssetsCurrent', type: 'balance_sheet', key: 'total_current_assets' },
  { tag: 'PropertyPlantAndEquipmentNet', type: 'balance_sheet', key: 'ppe_net' },
  { tag: 'Assets', type: 'balance_sheet', key: 'total_assets' },
  { tag: 'AccountsPayableCurrent', type: 'balance_sheet', key: 'accounts_payable' },
  { tag: 'OtherLiabilitiesCurrent', type: 'balance_sheet', key: 'other_current_liabilities' },
  { tag: 'ContractWithCustomerLiabilityCurrent', type: 'balance_sheet', key: 'deferred_revenue' },
  { tag: 'CommercialPaper', type: 'balance_sheet', key: 'short_term_borrowings' },
  { tag: 'LongTermDebtCurrent', type: 'balance_sheet', key: 'current_portion_long_term_debt' },
  { tag: 'LiabilitiesCurrent', type: 'balance_sheet', key: 'total_current_liabilities' },
  { tag: 'LongTermDebtNoncurrent', type: 'balance_sheet', key: 'long_term_debt' },
  { tag: 'Liabilities', type: 'balance_sheet', key: 'total_liabilities' },
  { tag: 'StockholdersEquity', type: 'balance_sheet', key: 'total_equity' },
  { tag: 'LiabilitiesAndStockholdersEquity', type: 'balance_sheet', key: 'total_liabilities_and_equity' },
  { tag: 'NetIncomeLoss', type: 'cash_flow_statement', key: 'cash_flow_net_income' },
  { tag: 'DepreciationDepletionAndAmortization', type: 'cash_flow_statement', key: 'depreciation_amortization' },
  { tag: 'ShareBasedCompensation', type: 'cash_flow_statement', key: 'stock_based_compensation' },
  { tag: 'NetCashProvidedByUsedInOperatingActivities', type: 'cash_flow_statement', key: 'operating_cash_flow' },
  {
    tag: 'PaymentsToAcquirePropertyPlantAndEquipment',
    type: 'cash_flow_statement',
    key: 'capital_expenditure',
    sign: -1,
  },
  { tag: 'NetCashProvidedByUsedInInvestingActivities', type: 'cash_flow_statement', key: 'investing_cash_flow' },
  { tag: 'PaymentsOfDividends', type: 'cash_flow_statement', key: 'dividends_paid', sign: -1 },
  { tag: 'PaymentsForRepurchaseOfCommonStock', type: 'cash_flow_statement', key: 'share_repurchases', sign: -1 },
  { tag: 'NetCashProvidedByUsedInFinancingActivities', type: 'cash_flow_statement', key: 'financing_cash_flow' },
];

type TDocument = {
  file: string;
  hints?: { fiscalYear?: number };
  truth:
    | { kind: 'annual'; source: string; fiscalYearEnd: string; durationsOnly?: boolean; years?: number }
    | {
        kind: 'quarter';
        companyfacts: string;
        accn: string;
        ends: readonly string[];
        balanceEnds: readonly string[];
        cashFlowMonths: number;
      }
    | { kind: 'moutai'; reference: string; year: number }
    | { kind: 'none' };
};

const DOCUMENTS: readonly TDocument[] = [
  {
    file: '10k_html/aapl-10-k-2024-11-01.html',
    truth: { kind: 'annual', source: 'CIK0000320193_AAPL_10-K_2024-11-01.json', fiscalYearEnd: '2024-09-28' },
  },
  {
    file: '10k_html/nvda-10-k-2025-02-26.html',
    truth: { kind: 'annual', source: 'CIK0001045810_NVDA_10-K_2025-02-26.json', fiscalYearEnd: '2025-01-26' },
  },
  {
    file: '10k_html/googl-10-k-2025-02-05.html',
    truth: { kind: 'annual', source: 'CIK0001652044_GOOGL_10-K_2025-02-05.json', fiscalYearEnd: '2024-12-31' },
  },
  {
    file: '10k_html/tsla-10-k-2025-01-30.html',
    truth: { kind: 'annual', source: 'CIK0001318605_TSLA_10-K_2025-01-30.json', fiscalYearEnd: '2024-12-31' },
  },
  {
    file: '10k_html/ko-10-k-2025-02-20.html',
    truth: { kind: 'annual', source: 'CIK0000021344_KO_10-K_2025-02-20.json', fiscalYearEnd: '2024-12-31' },
  },
  {
    file: '10k_html/wmt-10-k-2025-03-14.html',
    truth: { kind: 'annual', source: 'CIK0000104169_WMT_10-K_2025-03-14.json', fiscalYearEnd: '2025-01-31' },
  },
  {
    file: 'pdf/nke-10-k-fy2023-2023-05-31.pdf',
    truth: {
      kind: 'annual',
      source: 'CIK0000320187_NKE_10-K_2025-07-17.json',
      fiscalYearEnd: '2023-05-31',
      durationsOnly: true,
      years: 1,
    },
  },
  {
    file: 'xlsx/aapl-10-q-2025-03-29-Financial_Report.xlsx',
    truth: {
      kind: 'quarter',
      companyfacts: 'CIK0000320193.json',
      accn: '0000320193-25-000057',
      ends: ['2025-03-29', '2024-03-30'],
      // The balance sheet's two dates (the equity statement's other dates are not on it); the cash flow is year to date.
      balanceEnds: ['2025-03-29', '2024-09-28'],
      cashFlowMonths: 6,
    },
  },
  {
    file: 'pdf/600519_kweichow_moutai_2020_annual_report_zh.pdf',
    hints: { fiscalYear: 2020 },
    truth: { kind: 'moutai', reference: 'xlsx/600519_kweichow_moutai_2020_statements_extracted_zh.xlsx', year: 2020 },
  },
  {
    file: 'pdf/600519_kweichow_moutai_2021_annual_report_zh.pdf',
    hints: { fiscalYear: 2021 },
    truth: { kind: 'moutai', reference: 'xlsx/600519_kweichow_moutai_2021_statements_extracted_zh.xlsx', year: 2021 },
  },
  {
    file: 'xlsx/600519_kweichow_moutai_2020_statements_extracted_zh.xlsx',
    hints: { fiscalYear: 2020 },
    truth: { kind: 'none' },
  },
  {
    file: 'xlsx/600519_kweichow_moutai_2021_statements_extracted_zh.xlsx',
    hints: { fiscalYear: 2021 },
    truth: { kind: 'none' },
  },
];

/**
 * `readDocument` + `extractStatements` on every document in /work/shared/data/documents (read in
 * place): per document and overall, the share of the filing's line items found with the right
 * standard account, period and value, and the time per document. Ground truth: the SEC key
 * financials table (10-K HTML, Nike PDF FY2023 income and cash flow), Apple's companyfacts 10-Q
 * facts (Financial_Report.xlsx); the Moutai PDFs are compared with the third-party XLSX dumps,
 * reported separately. Goal: 98% on text PDFs, HTML and spreadsheets.
 */
export async function benchExtraction(read: TReader = readDocument): Promise<void> {
  let found = 0;
  let total = 0;
  for (const document of DOCUMENTS) {
    const bytes = new Uint8Array(readFileSync(new URL(`documents/${document.file}`, DATA)));
    const start = performance.now();
    let statements: TExtractedStatement[] = [];
    let failure = '';
    try {
      statements = extractStatements(await read(bytes), document.hints);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const ms = performance.now() - start;
    const name = document.file.split('/').pop() ?? document.file;
    const summary = `${statements.length} statements, ${statements.filter((s) => s.needsAudit).length} to audit`;
    if (document.truth.kind === 'moutai') {
      const reference = await readReference(read, document.truth.reference, document.truth.year);
      const agreement = compareMoutai(statements, reference, document.truth.year);
      console.info(
        `extraction ${name.padEnd(58)} ${ms.toFixed(0).padStart(6)} ms  ${summary}; vs third-party XLSX: ${agreement}${failure ? `  FAILED: ${failure}` : ''}`,
      );
      continue;
    }
    const truths = groundTruth(document);
    if (truths.length === 0) {
      console.info(
        `extraction ${name.padEnd(58)} ${ms.toFixed(0).padStart(6)} ms  ${summary} (no ground truth)${failure ? `  FAILED: ${failure}` : ''}`,
      );
      continue;
    }
    const misses = truths.filter((truth) => !matches(statements, truth));
    found += truths.length - misses.length;
    total += truths.length;
    const share = ((truths.length - misses.length) / truths.length) * 100;
    console.info(
      `extraction ${name.padEnd(58)} ${ms.toFixed(0).padStart(6)} ms  ${share.toFixed(1).padStart(5)}% (${truths.length - misses.length}/${truths.length}), ${summary}${failure ? `  FAILED: ${failure}` : ''}`,
    );
    for (const miss of misses.slice(0, 12)) {
      const ours = statementFor(statements, miss)?.lines.find((line) => line.standardAccount === miss.key);
      console.info(
        `    missed ${miss.column} ${miss.end}: expected ${miss.value}, ${ours ? `found ${ours.accountName} = ${ours.value}` : 'not found'}`,
      );
    }
  }
  if (total > 0)
    console.info(
      `extraction overall ${((found / total) * 100).toFixed(1)}% (${found}/${total}) of ground-truth values found right (goal 98%)`,
    );
}

function groundTruth(document: TDocument): TTruth[] {
  const truth = document.truth;
  if (truth.kind === 'annual') {
    const rows = readCsv(readFileSync(new URL('sec/key_financials_annual_usgaap.csv', DATA), 'utf8')).filter(
      (row) => row.file === truth.source && (row.fiscal_period_end ?? '') <= truth.fiscalYearEnd,
    );
    const ends = [...new Set(rows.map((row) => row.fiscal_period_end ?? ''))].sort().reverse();
    return rows.flatMap((row) =>
      CSV_COLUMNS.flatMap(({ column, type, key, sign }) => {
        const raw = row[column];
        const end = row.fiscal_period_end ?? '';
        const rank = ends.indexOf(end);
        const years = type === 'balance_sheet' ? 2 : (truth.years ?? 3);
        if (!raw || rank < 0 || rank >= years || (truth.durationsOnly && type === 'balance_sheet')) return [];
        return [
          { type, key, end, months: type === 'balance_sheet' ? null : 12, value: Number(raw) * (sign ?? 1), column },
        ];
      }),
    );
  }
  if (truth.kind === 'quarter') {
    const json = JSON.parse(readFileSync(new URL(`sec/companyfacts/${truth.companyfacts}`, DATA), 'utf8')) as {
      facts: Record<
        string,
        Record<string, { units: Record<string, { start?: string; end: string; val: number; accn: string }[]> }>
      >;
    };
    const gaap = json.facts['us-gaap'] ?? {};
    const seen = new Set<string>();
    return TAGS.flatMap(({ tag, type, key, sign }) =>
      Object.values(gaap[tag]?.units ?? {})
        .flat()
        .filter((fact) => fact.accn === truth.accn && (type === 'balance_sheet') === !fact.start)
        .filter((fact) => (type === 'balance_sheet' ? truth.balanceEnds : truth.ends).includes(fact.end))
        .flatMap((fact) => {
          const months = fact.start
            ? Math.round((Date.parse(fact.end) - Date.parse(fact.start)) / (30.44 * 86_400_000))
            : null;
          if (type === 'cash_flow_statement' && months !== truth.cashFlowMonths) return [];
          const id = `${type}:${key}:${fact.end}:${months}`;
          if (seen.has(id)) return [];
          seen.add(id);
          return [{ type, key, end: fact.end, months, value: fact.val * (sign ?? 1), column: tag }];
        }),
    );
  }
  return [];
}

const LENGTH_MONTHS = { '3M': 3, '6M': 6, '9M': 9, '1Y': 12 } as const;

function statementFor(statements: readonly TExtractedStatement[], truth: TTruth): TExtractedStatement | undefined {
  return statements.find(
    (statement) =>
      statement.statementType === truth.type &&
      Math.abs(Date.parse(statement.periodEnd) - Date.parse(truth.end)) <= 3 * 86_400_000 &&
      (truth.months === null || (statement.periodLength && LENGTH_MONTHS[statement.periodLength] === truth.months)),
  );
}

function matches(statements: readonly TExtractedStatement[], truth: TTruth): boolean {
  const statement = statementFor(statements, truth);
  // The SEC's stockholders' equity is the parent's share: the chart's total_equity.
  const lines = statement ? chartEquityKeys(statement.lines) : [];
  const line = lines.find((candidate) => candidate.standardAccount === truth.key) ?? derivedLine(statement, truth.key);
  if (!statement || !line) return false;
  const value = standardValue(statement, line);
  const perShare = truth.key === 'eps_basic' || truth.key === 'eps_diluted';
  // Half the last printed digit: 0.5 M for a statement in millions, 0.005 for earnings per share.
  const tolerance = perShare ? 0.005 : 0.5 * UNIT_SCALE[line.unit ?? statement.unit];
  return Math.abs(value - truth.value) <= tolerance + 1e-6;
}

/**
 * The chart's derivation `depreciation_amortization = depreciation + amortization (opt)`: a
 * statement that prints "Depreciation" and no amortization line has D&A = depreciation.
 */
function derivedLine(statement: TExtractedStatement | undefined, key: TAccountKey) {
  if (key !== 'depreciation_amortization' || !statement) return undefined;
  const has = (wanted: TAccountKey) => statement.lines.find((line) => line.standardAccount === wanted);
  return has('amortization') ? undefined : has('depreciation');
}

async function readReference(read: TReader, file: string, year: number): Promise<TExtractedStatement[]> {
  try {
    const bytes = new Uint8Array(readFileSync(new URL(`documents/${file}`, DATA)));
    return extractStatements(await read(bytes), { fiscalYear: year });
  } catch {
    return [];
  }
}

/** Balance-sheet lines the third-party dump and our PDF extraction both map, and how many agree to the cent. */
function compareMoutai(
  statements: readonly TExtractedStatement[],
  reference: readonly TExtractedStatement[],
  year: number,
): string {
  let agree = 0;
  let compared = 0;
  for (const end of [`${year}-12-31`, `${year - 1}-12-31`]) {
    const ours = statements.find((s) => s.statementType === 'balance_sheet' && s.periodEnd === end);
    const theirs = reference.find((s) => s.statementType === 'balance_sheet' && s.periodEnd === end);
    for (const line of theirs?.lines ?? []) {
      if (!line.standardAccount) continue;
      compared++;
      const mine = ours?.lines.find((candidate) => candidate.standardAccount === line.standardAccount);
      if (mine && Math.abs(mine.value - line.value) < 0.005) agree++;
    }
  }
  const checks = statements.flatMap((s) => s.lines).filter((line) => line.formula);
  const verified = checks.filter((line) => line.verified).length;
  return `${agree}/${compared} balance-sheet values agree; ${verified}/${checks.length} subtotal checks pass`;
}

function readCsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trim().split(/\r?\n/).map(splitCsvLine);
  return lines.map((cells) => Object.fromEntries((header ?? []).map((name, index) => [name, cells[index] ?? ''])));
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
