/** A chunk config with its defaults filled in and its sizes clamped (the pure core never trusts its caller's limits). */
import { DEFAULT_DELIMITER, PARSER_CONFIG_LIMITS } from '@app/contract/parser-config';
import type { TDocumentPage, TDocumentPages } from '@app/extraction';
import { parseDelimiters } from './delimiters.js';
import type { TChunkConfig } from './types.js';

/** Bounds kept even when a caller skipped validation: the contract's are tighter. */
const MAX_CHUNK_TOKENS = 8192;
const MAX_OVERLAP_PERCENT = 90;
const MAX_DELIMITER_CHARS = 256;
const MAX_PAGE_RANGES = 1024;

export type TResolvedChunkConfig = {
  chunkTokens: number;
  overlapPercent: number;
  /** Single characters that end a piece of text (merged up to the budget). */
  delimiters: string[];
  /** Backtick-quoted delimiters: the text is cut there and never merged across. */
  hardDelimiters: string[];
  html4excel: boolean;
  pages: ReadonlyArray<readonly [number, number]>;
};

export function resolveChunkConfig(config: TChunkConfig): TResolvedChunkConfig {
  const { bare, quoted } = parseDelimiters((config.delimiter ?? DEFAULT_DELIMITER).slice(0, MAX_DELIMITER_CHARS));
  return {
    chunkTokens: clampInteger(
      config.chunk_token_num ?? PARSER_CONFIG_LIMITS.chunkTokenNum.default,
      1,
      MAX_CHUNK_TOKENS,
    ),
    overlapPercent: clampInteger(config.overlapped_percent ?? 0, 0, MAX_OVERLAP_PERCENT),
    delimiters: bare,
    hardDelimiters: quoted,
    html4excel: config.html4excel === true,
    pages: (config.pages ?? []).slice(0, MAX_PAGE_RANGES),
  };
}

/** The pages inside the configured ranges (inclusive, 1-based); all pages when none are configured. */
export function selectPages(document: TDocumentPages, ranges: TResolvedChunkConfig['pages']): TDocumentPage[] {
  if (ranges.length === 0) return document.pages;
  return document.pages.filter((page) => ranges.some(([from, to]) => page.number >= from && page.number <= to));
}

function clampInteger(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
