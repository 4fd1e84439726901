import type { TStatementType } from '../types.js';
import { headingSection, matchAccount } from './map-accounts.js';
import type { TRawRow } from './read-rows.js';

const OPEN = /[(（][^)）]*$/;
const DANGLING = /\b(?:to|of|and|or|for|from|in|on|by|the|attributable|before|after|net of|less)$|[,(&/-]$/i;

/**
 * Joins names a PDF wrapped onto a second line ("购建固定资产、无形资产和其他长期资产支" + "付的现金",
 * "归属于母公司股东的净利润（净亏损以" + "“-”号填列）"): a row without amounts is glued to the row above
 * when that row's name has an unclosed bracket, or when only the joined name maps to an account.
 * @internal
 */
export function joinWrappedLabels(type: TStatementType, rows: readonly TRawRow[]): TRawRow[] {
  const out: TRawRow[] = [];
  for (const row of rows) {
    const previous = out.at(-1);
    if (previous && row.tokens.length === 0 && row.label && previous.label && isContinuation(type, previous, row)) {
      out[out.length - 1] = { ...previous, label: `${previous.label}${joiner(previous.label)}${row.label}` };
      continue;
    }
    if (
      previous &&
      previous.tokens.length === 0 &&
      row.tokens.length > 0 &&
      previous.label &&
      row.label &&
      !headingSection(previous.label)
    ) {
      const joined = `${previous.label}${joiner(previous.label)}${row.label}`;
      // A first part that ends mid-phrase ("Net income attributable to"), or a second that goes on in
      // lower case ("noncontrolling interests in subsidiaries"), is half of one name.
      const isUnfinished = DANGLING.test(previous.label.trim()) || /^[a-z]/.test(row.label.trim());
      if (
        (isUnfinished || !matchAccount(type, previous.label, null)) &&
        !matchAccount(type, row.label, null) &&
        matchAccount(type, joined, null)
      ) {
        out[out.length - 1] = { ...row, label: joined };
        continue;
      }
    }
    out.push(row);
  }
  return out;
}

function isContinuation(type: TStatementType, previous: TRawRow, row: TRawRow): boolean {
  if (/[:：]$/.test(previous.label.trim())) return false;
  if (OPEN.test(previous.label) && /^[^(（]*[)）]/.test(row.label)) return true;
  if (
    row.label.length > 40 ||
    /^(?:[一二三四五六七八九十]+、|[(（][一二三四五六七八九十\d]+[)）]|\d+[.．、]|其中|加|减|total\b)/i.test(
      row.label.trim(),
    )
  )
    return false;
  const section = null;
  const alone = matchAccount(type, row.label, section);
  if (alone) return false;
  const before = matchAccount(type, previous.label, section);
  const joined = matchAccount(type, `${previous.label}${joiner(previous.label)}${row.label}`, section);
  return !before && joined !== null;
}

const joiner = (text: string) => (/[\u3400-\u9fff（(、]$/.test(text) ? '' : ' ');
