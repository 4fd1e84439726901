import { isAmountDecoration, parseCell } from './parse-amount.js';

/** One amount in a row, with the cell it was printed in. @internal */
export type TToken = { cell: number; value: number; decimals: number; raw: string; isDash: boolean };

/** One printed row: its name and its amounts (before they are assigned to period columns). @internal */
export type TRawRow = { label: string; tokens: TToken[]; cells: string[] };

/** A printed line after its amounts were assigned to the statement's period columns. @internal */
export type TRowLine = { label: string; values: (number | null)[]; decimals: number; hasValues: boolean };

const YEAR = /^(?:19|20)\d{2}$/;
const NOTE_HEADER = /^(?:附注|附註|注释|註釋|notes?|注)$/i;
const CODE_HEADER = /^(?:代码|代碼|编码|編碼|codes?)$/i;
const PERCENT_HEADER = /^(?:%|％|百分比)$/;
/** A note reference printed between the name and the amounts: "5", "七、1", "50（1）", "Note 3". */
const NOTE_REF =
  /^(?:note\s*)?(?:[一二三四五六七八九十]+[、.]?)?\(?（?\d{1,3}\)?）?(?:[(（]\d{1,2}[)）])?$|^[一二三四五六七八九十]+[、(（]/i;

/**
 * Splits a row into its name (the leading text cells, without note references) and its amounts.
 * "$" and ")" cells belong to the amount beside them; a "%" cell marks the amount before it as a
 * percentage, which is dropped (statements print no percentages).
 * @internal
 */
export function splitRow(cells: readonly string[]): TRawRow {
  const labelParts: string[] = [];
  const tokens: TToken[] = [];
  cells.forEach((cell, index) => {
    const text = cell.trim();
    if (!text) return;
    if (/^%$/.test(text)) {
      tokens.pop();
      return;
    }
    if (isAmountDecoration(text)) return;
    const parsed = parseCell(text);
    if (parsed.kind === 'text' || (tokens.length === 0 && labelParts.length === 0 && parsed.kind === 'dash')) {
      // A code or row number printed before the name ("4000 營業收入淨額") is not an amount.
      if (labelParts.length === 0 && tokens.length > 0 && tokens.every((token) => /^\d{1,6}$/.test(token.raw)))
        tokens.length = 0;
      if (tokens.length === 0 && (labelParts.length === 0 || !NOTE_REF.test(text))) labelParts.push(text);
      return;
    }
    if (parsed.kind === 'dash') {
      tokens.push({ cell: index, value: 0, decimals: 0, raw: text, isDash: true });
      return;
    }
    if (parsed.isPercent) return;
    tokens.push({
      cell: index,
      value: parsed.amount.value,
      decimals: parsed.amount.decimals,
      raw: text,
      isDash: false,
    });
  });
  return { label: labelParts.join(' ').replace(/\s+/g, ' ').trim(), tokens, cells: [...cells] };
}

/** Whether a row only carries column headings: years ("2024", "2023"), or no amounts at all before the data. @internal */
export function isYearRow(row: TRawRow): boolean {
  return (
    row.tokens.length > 0 && row.tokens.every((token) => !token.isDash && YEAR.test(token.raw.replace(/\s*年度?$/, '')))
  );
}

/** The index of the first data row: a named row with amounts that are not years. @internal */
export function firstDataRow(rows: readonly TRawRow[]): number {
  const index = rows.findIndex((row) => row.tokens.length > 0 && !isYearRow(row) && row.label !== '');
  return index < 0 ? rows.length : index;
}

/**
 * Columns the header marks as not holding amounts: "附注"/"Notes" (note numbers), "代码"/"Code"
 * (Taiwanese account codes such as 4000) and "%" (the percentage beside each amount).
 * @internal
 */
export type TSideColumns = { note: number | null; code: number | null; percents: readonly number[] };

/** Finds the side columns in the header rows. @internal */
export function sideColumns(header: readonly TRawRow[]): TSideColumns {
  const find = (pattern: RegExp) => {
    for (const row of header) {
      const index = row.cells.findIndex((cell) => pattern.test(cell.trim()));
      if (index >= 0) return index;
    }
    return null;
  };
  const percents = header.flatMap((row) =>
    row.cells.flatMap((cell, index) => (PERCENT_HEADER.test(cell.trim()) ? [index] : [])),
  );
  return { note: find(NOTE_HEADER), code: find(CODE_HEADER), percents };
}

/**
 * Drops what is printed between a name and its amounts: note numbers (in the note column, or small
 * whole numbers in a table whose amounts are printed with cents), account codes, percentages.
 * @internal
 */
export function dropNoteRefs(rows: readonly TRawRow[], side: TSideColumns): TRawRow[] {
  const amounts = rows.flatMap((row) => row.tokens.filter((token) => !token.isDash));
  const withCents = amounts.filter((token) => token.decimals === 2).length;
  const printedWithCents = amounts.length > 0 && withCents / amounts.length >= 0.7;
  const percents = new Set(side.percents);
  const isNoteRef = (token: TToken) =>
    (side.note !== null && token.cell === side.note && /^\d{1,3}$/.test(token.raw)) ||
    (side.code !== null && token.cell === side.code && /^\d{1,6}$/.test(token.raw)) ||
    percents.has(token.cell) ||
    (printedWithCents && token.decimals === 0 && !token.isDash && /^\d{1,3}$/.test(token.raw));
  return rows.map((row) => ({ ...row, tokens: row.tokens.filter((token) => !isNoteRef(token)) }));
}

/** The number of period columns: the most common number of amounts in a row. @internal */
export function columnCount(rows: readonly TRawRow[]): number {
  const counts = new Map<number, number>();
  for (const row of rows)
    if (row.tokens.length > 0) counts.set(row.tokens.length, (counts.get(row.tokens.length) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
}

/**
 * Assigns each row's amounts to `columns` period columns. Rows with exactly that many amounts
 * are read left to right and teach which cell each column is printed in; shorter rows are placed by
 * those cells (a blank prior year stays blank), or left to right when cells do not line up.
 * @internal
 */
export function assignColumns(rows: readonly TRawRow[], columns: number): TRowLine[] {
  const positions = learnPositions(rows, columns);
  return rows.map((row) => {
    const values: (number | null)[] = Array.from({ length: columns }, () => null);
    const tokens = row.tokens.length > columns ? placeLongRow(row.tokens, positions) : row.tokens;
    if (tokens.length === columns) {
      tokens.forEach((token, index) => {
        values[index] = token.value;
      });
    } else if (tokens.length > 0) placeShortRow(tokens, values, positions);
    const decimals = Math.max(0, ...row.tokens.map((token) => token.decimals));
    return { label: row.label, values, decimals, hasValues: values.some((value) => value !== null) };
  });
}

/** For each column, the cell most rows with a full set of amounts print it in (or null). */
function learnPositions(rows: readonly TRawRow[], columns: number): (number | null)[] {
  const counts = Array.from({ length: columns }, () => new Map<number, number>());
  for (const row of rows) {
    if (row.tokens.length !== columns) continue;
    row.tokens.forEach((token, index) => {
      counts[index]?.set(token.cell, (counts[index]?.get(token.cell) ?? 0) + 1);
    });
  }
  return counts.map((count) => {
    const total = [...count.values()].reduce((sum, value) => sum + value, 0);
    const [cell, hits] = [...count.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    return cell !== null && hits / total >= 0.6 ? cell : null;
  });
}

function placeShortRow(tokens: readonly TToken[], values: (number | null)[], positions: readonly (number | null)[]) {
  const known = positions.every((cell) => cell !== null) && new Set(positions).size === positions.length;
  if (known) {
    let placed = 0;
    for (const token of tokens) {
      const column = positions.indexOf(token.cell);
      if (column >= 0 && values[column] === null) {
        values[column] = token.value;
        placed++;
      }
    }
    if (placed === tokens.length) return;
    values.fill(null);
  }
  // Cells do not line up (HTML without column spans): read left to right.
  tokens.forEach((token, index) => {
    values[index] = token.value;
  });
}

function placeLongRow(tokens: readonly TToken[], positions: readonly (number | null)[]): TToken[] {
  if (positions.every((cell) => cell !== null)) {
    const picked = positions.map((cell) => tokens.find((token) => token.cell === cell));
    if (picked.every((token) => token !== undefined)) return picked as TToken[];
  }
  return [];
}
