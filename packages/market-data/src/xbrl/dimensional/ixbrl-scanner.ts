/**
 * A streaming reader of inline-XBRL filings (the HTML of a 10-K or 10-Q as filed on EDGAR). It is fed
 * chunks (`write`) and keeps only what the breakdowns need: contexts, units, `ix:nonFraction` facts
 * with the caption of their table row, and the cover page's `dei` facts. It never holds the document:
 * htmlparser2 tokenizes each chunk as it comes, and a byte limit stops the read.
 *
 * An iXBRL document carries no labels: `ix:references` only points at the taxonomy schema and
 * linkbases by URL, and `ix:resources` holds contexts and units. Member labels are therefore taken
 * from the filing's own table rows or derived from the member's name (see `member-labels.ts`).
 */
import { Parser } from 'htmlparser2';
import type { TIxbrlContext, TIxbrlCover, TIxbrlDocument, TIxbrlFact } from './ixbrl-document.js';
import { readDecimals, readIxbrlNumber } from './ixbrl-number.js';

/** Default byte limit: the largest 10-K HTML here is 3.8 MB; EDGAR's largest are ~30 MB. @public */
export const DEFAULT_IXBRL_MAX_BYTES = 64 * 1024 * 1024;

/** Longest text kept for a row caption or a `dei` fact (longer text is cut). */
const MAX_TEXT = 300;

const COVER_FACTS: Record<string, keyof TIxbrlCover> = {
  'dei:entitycentralindexkey': 'cik',
  'dei:entityregistrantname': 'registrantName',
  'dei:documenttype': 'documentType',
  'dei:documentperiodenddate': 'documentPeriodEndDate',
  'dei:documentfiscalyearfocus': 'fiscalYearFocus',
  'dei:documentfiscalperiodfocus': 'fiscalPeriodFocus',
  'dei:tradingsymbol': 'tradingSymbol',
};

/** @public */
export type TIxbrlScanResult =
  | { ok: true; document: TIxbrlDocument }
  | { ok: false; reason: 'too_large'; bytes: number; maxBytes: number };

/** @public */
export type TIxbrlScanner = {
  /** Feeds a chunk; returns false (and ignores the rest) once the byte limit is passed. */
  write(chunk: string | Uint8Array): boolean;
  /** Ends the document and returns what was read. */
  finish(): TIxbrlScanResult;
};

type TOpenFact = { attribs: Record<string, string>; text: string; caption: string | null };
type TRow = { firstCell: string | null; cellText: string | null };

/**
 * Creates a scanner with a byte limit (UTF-8 bytes of the chunks written).
 * @public
 */
export function createIxbrlScanner(options: { maxBytes?: number } = {}): TIxbrlScanner {
  const maxBytes = options.maxBytes ?? DEFAULT_IXBRL_MAX_BYTES;
  const contexts = new Map<string, TIxbrlContext>();
  const units = new Map<string, string | null>();
  const rawFacts: { attribs: Record<string, string>; text: string; caption: string | null }[] = [];
  const cover: TIxbrlCover = {
    cik: null,
    registrantName: null,
    documentType: null,
    documentPeriodEndDate: null,
    fiscalYearFocus: null,
    fiscalPeriodFocus: null,
    tradingSymbol: null,
  };
  let bytes = 0;
  let isOverLimit = false;

  // Element state, each kept only while its element is open.
  let context: TIxbrlContext | null = null;
  let contextField: 'startDate' | 'endDate' | 'instant' | 'member' | null = null;
  let memberAxis = '';
  let fieldText = '';
  let unit: { id: string; measures: string[]; isDivide: boolean } | null = null;
  let measureText: string | null = null;
  const openFacts: TOpenFact[] = [];
  let coverFact: { key: keyof TIxbrlCover; text: string; depth: number } | null = null;
  let depth = 0;
  const rows: TRow[] = [];

  const parser = new Parser(
    {
      onopentag(rawName, attribs) {
        depth += 1;
        const name = rawName.toLowerCase();
        switch (name) {
          case 'xbrli:context':
            context = {
              id: attribs.id ?? '',
              start: null,
              end: null,
              instant: null,
              dimensions: [],
              hasTypedDimension: false,
            };
            return;
          case 'xbrli:startdate':
          case 'xbrli:enddate':
          case 'xbrli:instant':
            contextField = name === 'xbrli:startdate' ? 'startDate' : name === 'xbrli:enddate' ? 'endDate' : 'instant';
            fieldText = '';
            return;
          case 'xbrldi:explicitmember':
            contextField = 'member';
            memberAxis = attribs.dimension ?? '';
            fieldText = '';
            return;
          case 'xbrldi:typedmember':
            if (context) context.hasTypedDimension = true;
            return;
          case 'xbrli:unit':
            unit = { id: attribs.id ?? '', measures: [], isDivide: false };
            return;
          case 'xbrli:divide':
            if (unit) unit.isDivide = true;
            return;
          case 'xbrli:measure':
            measureText = '';
            return;
          case 'ix:nonfraction':
            openFacts.push({ attribs, text: '', caption: rows.at(-1)?.firstCell ?? null });
            return;
          case 'ix:nonnumeric': {
            const key = COVER_FACTS[(attribs.name ?? '').toLowerCase()];
            if (key && cover[key] === null && !coverFact) coverFact = { key, text: '', depth };
            return;
          }
          case 'tr':
            rows.push({ firstCell: null, cellText: null });
            return;
          case 'td':
          case 'th': {
            const row = rows.at(-1);
            if (row && row.firstCell === null) row.cellText = '';
            return;
          }
        }
      },
      ontext(text) {
        if (contextField !== null) fieldText += text;
        if (measureText !== null) measureText += text;
        for (const fact of openFacts) fact.text += text;
        if (coverFact && coverFact.text.length < MAX_TEXT) coverFact.text += text;
        const row = rows.at(-1);
        if (row && row.cellText !== null && row.cellText.length < MAX_TEXT) row.cellText += text;
      },
      onclosetag(rawName) {
        const name = rawName.toLowerCase();
        switch (name) {
          case 'xbrli:context':
            if (context) contexts.set(context.id, context);
            context = null;
            break;
          case 'xbrli:startdate':
          case 'xbrli:enddate':
          case 'xbrli:instant':
            if (context) {
              const date = fieldText.trim().slice(0, 10);
              if (contextField === 'startDate') context.start = date;
              else if (contextField === 'endDate') context.end = date;
              else context.instant = date;
            }
            contextField = null;
            break;
          case 'xbrldi:explicitmember':
            if (context) context.dimensions.push({ axis: memberAxis, member: fieldText.trim() });
            contextField = null;
            break;
          case 'xbrli:measure':
            if (unit && measureText !== null) unit.measures.push(measureText.trim());
            measureText = null;
            break;
          case 'xbrli:unit':
            if (unit)
              units.set(unit.id, unit.isDivide || unit.measures.length !== 1 ? null : (unit.measures[0] ?? null));
            unit = null;
            break;
          case 'ix:nonfraction': {
            const fact = openFacts.pop();
            if (fact) rawFacts.push(fact);
            break;
          }
          case 'ix:nonnumeric':
            if (coverFact && coverFact.depth === depth) {
              cover[coverFact.key] = coverFact.text.replace(/\s+/g, ' ').trim() || null;
              coverFact = null;
            }
            break;
          case 'tr':
            rows.pop();
            break;
          case 'td':
          case 'th': {
            const row = rows.at(-1);
            if (row && row.cellText !== null) {
              const text = cleanCaption(row.cellText);
              if (text && /\p{L}/u.test(text)) row.firstCell = text;
              row.cellText = null;
            }
            break;
          }
        }
        depth -= 1;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const decoder = new TextDecoder('utf-8');

  return {
    write(chunk) {
      if (isOverLimit) return false;
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
      if (bytes > maxBytes) {
        isOverLimit = true;
        return false;
      }
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      return true;
    },
    finish() {
      if (isOverLimit) return { ok: false, reason: 'too_large', bytes, maxBytes };
      parser.write(decoder.decode());
      parser.end();
      const facts = rawFacts.map((raw) => toFact(raw, units));
      return { ok: true, document: { cover, contexts, facts, bytes } };
    },
  };
}

/**
 * Reads a whole document held in memory (tests, small inputs); the same limit applies.
 * @public
 */
export function scanIxbrl(html: string | Uint8Array, options: { maxBytes?: number } = {}): TIxbrlScanResult {
  const scanner = createIxbrlScanner(options);
  scanner.write(html);
  return scanner.finish();
}

function toFact(
  raw: { attribs: Record<string, string>; text: string; caption: string | null },
  units: Map<string, string | null>,
): TIxbrlFact {
  const a = raw.attribs;
  const isNil = (a['xsi:nil'] ?? '').toLowerCase() === 'true';
  const printed = raw.text.replace(/\s+/g, ' ').trim();
  const format = a.format ?? null;
  return {
    concept: a.name ?? '',
    contextRef: a.contextRef ?? a.contextref ?? '',
    unit: units.get(a.unitRef ?? a.unitref ?? '') ?? null,
    value: isNil ? null : readIxbrlNumber(printed, { format, scale: a.scale ?? null, sign: a.sign ?? null }),
    decimals: readDecimals(a.decimals),
    rowCaption: raw.caption,
    printed,
    format,
  };
}

/** A row's first cell as a caption: spaces collapsed, footnote marks and a trailing colon dropped. */
function cleanCaption(text: string): string | null {
  const clean = text
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .replace(/(\s*\((\d{1,2}|[a-z])\))+$/i, '')
    .replace(/[\s*†‡]+$/, '')
    // A footnote number printed as a superscript: "Americas 1".
    .replace(/(\p{L})\s+[1-9]$/u, '$1')
    .replace(/:$/, '')
    .trim();
  return clean === '' ? null : clean.slice(0, MAX_TEXT);
}
