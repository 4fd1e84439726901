import type { TParsedDocument, TSourceTable } from '../types.js';
import { isStatementTitle } from './find-tables.js';

const XBRL_REGISTRANT = /^entity registrant name$/i;
const SEC_COVER_CAPTION = /^\(?\s*exact name of (?:the )?registrant as specified in its charter\s*\)?$/i;
/** "编制单位：某某股份有限公司 单位：元": the preparer's name, up to the next field. */
const CHINESE_PREPARER =
  /^(?:编制单位|編製單位|公司名称|公司名稱|企业名称|企業名稱)\s*[:：]\s*(.+?)(?:\s+(?:单位|單位|币种|幣種|金额单位|金額單位)\s*[:：].*)?$/;
/** A name ends the way company names do: Inc., Corporation, Ltd., plc, N.V., 股份有限公司… */
const COMPANY_ENDING =
  /(?:\b(?:inc|incorporated|corp|corporation|company|co|ltd|limited|plc|llc|l\.?p|n\.?v|s\.?a|a\.?g|se|holdings?|group)\.?|公司|集团|集團)$/i;
const SUBSIDIARIES = /(?:,?\s+and\s+(?:its\s+)?(?:consolidated\s+)?subsidiaries|及(?:其)?子公司)$/i;
const MAX_NAME_LENGTH = 120;

/**
 * The company a document's statements belong to, as printed, or `null` when nothing names it.
 * In order of trust:
 *
 * 1. an XBRL financial report's cover sheet: "Entity Registrant Name" and the name beside it;
 * 2. a 10-K/10-Q cover: the line above "(Exact name of registrant as specified in its charter)";
 * 3. a Chinese report's preparer: "编制单位：某某股份有限公司";
 * 4. the line printed above a statement's title ("Example Holdings Inc. and Subsidiaries", "EXAMPLE, INC."), when
 *    it ends as a company name does; the name most statements print wins, without "and Subsidiaries".
 *
 * @example
 * findCompanyName(await readDocument(bytes)) // 'Example Holdings Inc.'
 * @public
 */
export function findCompanyName(document: Pick<TParsedDocument, 'tables'>): string | null {
  const { tables } = document;
  return (
    firstOf(tables, xbrlRegistrant) ??
    firstOf(tables, secCoverName) ??
    firstOf(tables, chinesePreparer) ??
    statementHeaderName(tables)
  );
}

function firstOf(tables: readonly TSourceTable[], find: (table: TSourceTable) => string | null): string | null {
  for (const table of tables) {
    const name = find(table);
    if (name) return name;
  }
  return null;
}

function xbrlRegistrant(table: TSourceTable): string | null {
  for (const row of table.rows) {
    const cells = row.map(clean).filter(Boolean);
    if (cells.length >= 2 && XBRL_REGISTRANT.test(cells[0] ?? '')) return asName(cells[1] ?? '');
  }
  return null;
}

/** The name above the cover's caption, in the lines before the table or in the table's own column. */
function secCoverName(table: TSourceTable): string | null {
  const context = table.context.map(clean);
  for (const [index, line] of context.entries()) {
    if (!SEC_COVER_CAPTION.test(line)) continue;
    const above = context.slice(0, index).findLast(Boolean);
    if (above) return asName(above);
  }
  for (const [rowIndex, row] of table.rows.entries()) {
    for (const [column, cell] of row.entries()) {
      if (!SEC_COVER_CAPTION.test(clean(cell))) continue;
      const above = table.rows
        .slice(0, rowIndex)
        .map((previous) => clean(previous[column] ?? ''))
        .findLast(Boolean);
      const name = above ?? context.findLast(Boolean);
      if (name) return asName(name);
    }
  }
  return null;
}

function chinesePreparer(table: TSourceTable): string | null {
  const lines = [...table.context, ...table.rows.flat()].map(clean);
  for (const line of lines) {
    const match = CHINESE_PREPARER.exec(line);
    if (match?.[1]) return asName(match[1]);
  }
  return null;
}

function statementHeaderName(tables: readonly TSourceTable[]): string | null {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const lines = [...(table.context ?? []), ...(table.title ? [table.title] : [])].map(clean);
    for (const [index, line] of lines.entries()) {
      if (index === 0 || !isStatementTitle(line)) continue;
      const candidate = (lines[index - 1] ?? '').replace(SUBSIDIARIES, '').trim();
      if (!COMPANY_ENDING.test(candidate) || isStatementTitle(candidate)) continue;
      const name = asName(candidate);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  for (const [name, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = name;
  return best;
}

function clean(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** A plausible name: some letters, not a sentence, not a caption. */
function asName(text: string): string | null {
  const name = clean(text)
    .replace(/^[\s"'“”‘’]+|[\s"'“”‘’,;:]+$/g, '')
    .replace(SUBSIDIARIES, '')
    .trim();
  if (name.length < 2 || name.length > MAX_NAME_LENGTH) return null;
  if (!/\p{L}/u.test(name) || /^\(.*\)$/.test(name)) return null;
  return name;
}
