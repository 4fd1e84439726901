import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../read/read-document.js';
import { findCompanyName } from './company-name.js';
import { extractStatements } from './extract-statements.js';
import { standardValue } from './standard-value.js';

/** The real 10-K HTML files, read in place (never copied into the repository). */
const DOCUMENTS = '/work/shared/data/documents/10k_html/';

/**
 * The company's name and headline figures of the latest year, in full dollars, as printed (the SEC key financials table
 * agrees, except Walmart's revenue there is net sales without membership income).
 * A floor well below the benchmark's accuracy: regressions fail, refinements do not.
 */
const FILINGS = [
  {
    file: 'aapl-10-k-2024-11-01.html',
    company: 'Apple Inc.',
    end: '2024-09-28',
    revenue: 391_035e6,
    net_income: 93_736e6,
    total_assets: 364_980e6,
    operating_cash_flow: 118_254e6,
  },
  {
    file: 'nvda-10-k-2025-02-26.html',
    company: 'NVIDIA CORPORATION',
    end: '2025-01-26',
    revenue: 130_497e6,
    net_income: 72_880e6,
    total_assets: 111_601e6,
    operating_cash_flow: 64_089e6,
  },
  {
    file: 'googl-10-k-2025-02-05.html',
    company: 'Alphabet Inc.',
    end: '2024-12-31',
    revenue: 350_018e6,
    net_income: 100_118e6,
    total_assets: 450_256e6,
    operating_cash_flow: 125_299e6,
  },
  {
    file: 'tsla-10-k-2025-01-30.html',
    company: 'Tesla, Inc.',
    end: '2024-12-31',
    revenue: 97_690e6,
    net_income: 7_091e6,
    total_assets: 122_070e6,
    operating_cash_flow: 14_923e6,
  },
  {
    file: 'ko-10-k-2025-02-20.html',
    company: 'COCA COLA CO',
    end: '2024-12-31',
    revenue: 47_061e6,
    net_income: 10_631e6,
    total_assets: 100_549e6,
    operating_cash_flow: 6_805e6,
  },
  {
    file: 'wmt-10-k-2025-03-14.html',
    company: 'WALMART INC.',
    end: '2025-01-31',
    revenue: 680_985e6,
    net_income: 19_436e6,
    total_assets: 260_823e6,
    operating_cash_flow: 36_443e6,
  },
] as const;

const KEYS = [
  ['income_statement', 'revenue'],
  ['income_statement', 'net_income'],
  ['balance_sheet', 'total_assets'],
  ['cash_flow_statement', 'operating_cash_flow'],
] as const;

describe.skipIf(!existsSync(DOCUMENTS) && process.env.CI !== 'true')(
  'extractStatements on real 10-K HTML files',
  () => {
    it.each(FILINGS)(
      '$file: headline lines of the latest year, with the right keys and periods',
      async (filing) => {
        const document = await readDocument(new Uint8Array(readFileSync(`${DOCUMENTS}${filing.file}`)));
        const statements = extractStatements(document);
        // The name the filing gives itself (its cover, else the statements' header), as printed.
        expect(findCompanyName(document)).toBe(filing.company);
        for (const [type, key] of KEYS) {
          const statement = statements.find((s) => s.statementType === type && s.periodEnd === filing.end);
          expect(statement?.periodLength, `${type} ${filing.end}`).toBe(type === 'balance_sheet' ? null : '1Y');
          expect(statement?.currency).toBe('USD');
          const line = statement?.lines.find((l) => l.standardAccount === key);
          expect(line && statement ? standardValue(statement, line) : null, key).toBe(filing[key]);
        }
        const latest = statements.filter((s) => s.periodEnd === filing.end);
        expect(latest.filter((s) => s.needsAudit).map((s) => s.auditReasons)).toEqual([]);
      },
      30_000,
    );
  },
);
