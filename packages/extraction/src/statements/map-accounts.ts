import type { TAccountKey } from '@app/statements';
import type { TStatementType } from '../types.js';
import { ACCOUNT_RULES, SECTION_AFTER, SECTION_HEADINGS, type TAccountRule, type TSection } from './account-rules.js';
import { normalizeLabel } from './normalize-label.js';

/** A printed line as the mapper sees it. @internal */
export type TLabelledRow = { label: string; hasValues: boolean };

/**
 * Finds the standard account of a printed name, given its statement and section.
 * @example matchAccount('income_statement', 'Total net sales', null) // { key: 'revenue', generic: false }
 * @internal
 */
export function matchAccount(
  statement: TStatementType,
  label: string,
  section: TSection | null,
): { key: TAccountKey; generic: boolean } | null {
  const name = normalizeLabel(label);
  if (!name) return null;
  // "Net cash provided by operating activities — continuing operations" is the total the model needs.
  const continuing = statement === 'cash_flow_statement' ? name.replace(CONTINUING_OPERATIONS, '') : name;
  const rule =
    ACCOUNT_RULES[statement].find((candidate) => matches(candidate, name, section)) ??
    (continuing !== name
      ? ACCOUNT_RULES[statement].find((candidate) => matches(candidate, continuing, section))
      : null);
  return rule ? { key: rule.key, generic: rule.generic ?? false } : null;
}

const CONTINUING_OPERATIONS = /(?:,|\s-|\s[—–])?\s(?:(?:from|of|in|by|for)\s)?continuing operations$/;

function matches(rule: TAccountRule, name: string, section: TSection | null): boolean {
  if (rule.sections && (!section || !rule.sections.includes(section))) return false;
  return rule.patterns.some((pattern) => pattern.test(name));
}

/** The section a heading line opens, if it is one. @internal */
export function headingSection(label: string): TSection | null {
  const name = normalizeLabel(label);
  return SECTION_HEADINGS.find(({ pattern }) => pattern.test(name))?.section ?? null;
}

const isTotal = (label: string) => /^\s*total\b|合计|总计/i.test(label);

/**
 * Maps every line of one statement to a standard account, or `null`. Section headings steer
 * names that depend on where they are printed. A key goes to one line only: the first, except that
 * a later "Total …" line takes a key from an earlier component line ("Net sales" under "Revenues",
 * then "Total revenues"). A plain "Net income" followed by a "Net income attributable to …" line is
 * the profit including non-controlling interests.
 * @internal
 */
export function mapAccounts(statement: TStatementType, rows: readonly TLabelledRow[]): (TAccountKey | null)[] {
  const keys: (TAccountKey | null)[] = rows.map(() => null);
  const owner = new Map<TAccountKey, number>();
  let genericNetIncome: number | null = null;
  let section: TSection | null = null;
  rows.forEach((row, index) => {
    if (!row.hasValues) {
      section = headingSection(row.label) ?? section;
      return;
    }
    const match = matchAccount(statement, row.label, section);
    const heading = headingSection(row.label);
    if (!match) {
      if (heading && isTotal(row.label)) section = heading;
      return;
    }
    // "Total shareholders' equity" after the parent's equity and a non-controlling interest line.
    if (
      match.key === 'total_equity' &&
      owner.has('total_equity') &&
      owner.has('minority_interest') &&
      !owner.has('total_equity_including_minority')
    ) {
      keys[index] = 'total_equity_including_minority';
      owner.set('total_equity_including_minority', index);
      return;
    }
    const previous = owner.get(match.key);
    if (previous !== undefined) {
      const replaces =
        isTotal(row.label) && !isTotal(rows[previous]?.label ?? '') && statement !== 'cash_flow_statement';
      if (!replaces) return;
      keys[previous] = null;
    }
    keys[index] = match.key;
    owner.set(match.key, index);
    if (match.generic) genericNetIncome = index;
    section = SECTION_AFTER[match.key] ?? section;
  });
  // The generic line was mapped first and kept the key; an "attributable to" line after it lost it.
  if (statement === 'income_statement' && genericNetIncome !== null) {
    const attributable = rows.findIndex(
      (row, index) =>
        index !== genericNetIncome &&
        row.hasValues &&
        keys[index] === null &&
        matchAccount('income_statement', row.label, null)?.key === 'net_income' &&
        !matchAccount('income_statement', row.label, null)?.generic,
    );
    if (attributable >= 0 && keys[genericNetIncome] === 'net_income') {
      keys[genericNetIncome] = 'net_income_including_minority';
      keys[attributable] = 'net_income';
    }
  }
  return keys;
}
