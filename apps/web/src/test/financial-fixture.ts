/** Wire-format (snake_case) records of the private-company areas, for component tests. */

export const DOCUMENT_ID = '5b0e6a52-3c1d-4f7e-9a0b-1c2d3e4f5a6b';
export const TASK_ID = '7c1f2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const INCOME_ID = '8d2e3f4a-5b6c-4d7e-9f0a-1b2c3d4e5f6a';
export const BALANCE_ID = '9e3f4a5b-6c7d-4e8f-8a1b-2c3d4e5f6a7b';

/** A line id that is a real uuid (the contract checks ids sent back). */
export function lineId(index: number): string {
  return `0a1b2c3d-4e5f-4a6b-8c7d-${String(index).padStart(12, '0')}`;
}

export function wireDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    document_id: DOCUMENT_ID,
    file_name: 'acme-2024.html',
    kind: 'html',
    size_bytes: 48_213,
    page_count: 1,
    company_name: 'Acme Tools Ltd',
    stock_code: null,
    fiscal_year: 2024,
    report_type: 'annual',
    period_end_date: '2024-12-31',
    status: 'awaiting_audit',
    current_step: 'validating',
    progress: 100,
    task_id: TASK_ID,
    statements_count: 2,
    error: null,
    confirmed_at: null,
    gaps_acknowledged: false,
    created_at: '2025-02-01T10:00:00.000Z',
    updated_at: '2025-02-01T10:01:00.000Z',
    ...overrides,
  };
}

export function wireTask(status: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    task_id: TASK_ID,
    document_id: DOCUMENT_ID,
    status,
    current_step: null,
    progress: 0,
    error: null,
    created_at: '2025-02-01T10:00:00.000Z',
    updated_at: '2025-02-01T10:00:01.000Z',
    ...overrides,
  };
}

export type TWireLine = Record<string, unknown> & { line_id: string; value: number };

export function wireLine(index: number, overrides: Record<string, unknown> = {}): TWireLine {
  return {
    line_id: lineId(index),
    account_name: `Line ${index}`,
    standard_account_name: null,
    value: 0,
    unit: null,
    sign: 1,
    formula: null,
    calculated_value: null,
    gap: null,
    verified: false,
    has_gap: false,
    origin: 'extracted',
    extracted_value: null,
    ...overrides,
  };
}

/**
 * An income statement whose gross profit is printed 1 too high: revenue 1,000, cost 600, gross
 * profit 401 (gap 1), then operating income.
 */
export function wireIncome(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    statement_id: INCOME_ID,
    document_id: DOCUMENT_ID,
    statement_type: 'income_statement',
    period_start: '2024-01-01',
    period_end: '2024-12-31',
    period_length: '1Y',
    currency: 'USD',
    unit: 'M',
    page: 1,
    last_page: 1,
    status: 'awaiting_audit',
    needs_audit: true,
    audit_reasons: [
      {
        code: 'formula_gap',
        message: '“Gross profit” does not match its formula (revenue - cost_of_revenue): it differs by 1.',
      },
    ],
    gaps_count: 1,
    lines: [
      wireLine(1, { account_name: 'Net sales', standard_account_name: 'revenue', value: 1000, verified: false }),
      wireLine(2, { account_name: 'Cost of sales', standard_account_name: 'cost_of_revenue', value: 600 }),
      wireLine(3, {
        account_name: 'Gross margin',
        standard_account_name: 'gross_profit',
        value: 401,
        formula: 'revenue - cost_of_revenue',
        calculated_value: 400,
        gap: 1,
        has_gap: true,
      }),
      wireLine(4, { account_name: 'Operating income', standard_account_name: 'operating_income', value: 150 }),
    ],
    ...overrides,
  };
}

export function wireBalance(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    statement_id: BALANCE_ID,
    document_id: DOCUMENT_ID,
    statement_type: 'balance_sheet',
    period_start: null,
    period_end: '2024-12-31',
    period_length: null,
    currency: 'USD',
    unit: 'M',
    page: 2,
    last_page: 2,
    status: 'awaiting_audit',
    needs_audit: false,
    audit_reasons: [],
    gaps_count: 0,
    lines: [
      wireLine(11, { account_name: 'Cash', standard_account_name: 'cash_and_equivalents', value: 90, verified: true }),
      wireLine(12, { account_name: 'Total assets', standard_account_name: 'total_assets', value: 900, verified: true }),
    ],
    ...overrides,
  };
}
