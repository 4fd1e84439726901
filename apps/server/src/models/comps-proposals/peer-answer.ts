import {
  COMPS_PROPOSAL_LIMITS,
  COMPS_SECTORS,
  LANGUAGE_NAMES,
  type TCompsFilters,
  type TLanguage,
  ZCompsFiltersSchema,
} from '@app/contract';
import { z } from 'zod';

/** What the chat model is told about the company valued. */
export type TPromptSubject = {
  name: string;
  ticker: string;
  sic: string | null;
  sicDescription: string | null;
  sector: string | null;
  country: string | null;
  revenue: { value: number; currency: string; fiscalYear: number } | null;
};

/**
 * The system prompt of a proposal: the company, its current peers, the answer's JSON shape and the
 * filters it may state. The instruction itself is the user message, unchanged.
 */
export function proposalPrompt(request: {
  subject: TPromptSubject;
  asOf: string;
  currentPeers: readonly string[];
  language: TLanguage;
}): string {
  const { subject } = request;
  const facts = [
    `${subject.name} (${subject.ticker})`,
    subject.sic ? `SIC ${subject.sic}${subject.sicDescription ? ` (${subject.sicDescription})` : ''}` : null,
    subject.sector ? `sector ${subject.sector}` : null,
    subject.country ? `based in ${subject.country}` : null,
    subject.revenue
      ? `revenue ${subject.revenue.value} ${subject.revenue.currency} in fiscal ${subject.revenue.fiscalYear}`
      : null,
  ].filter(Boolean);
  const example = {
    peers: [{ ticker: 'ABC', why: 'One sentence on why it is comparable.' }],
    filters: {
      sic_codes: ['7372'],
      sectors: [],
      min_revenue_usd: 1_000_000_000,
      max_revenue_usd: null,
      countries: ['US'],
    },
  };
  return [
    'You choose comparable companies (peers) for the trading multiples of a DCF model.',
    `Company valued: ${facts.join(', ')}. Valuation date: ${request.asOf}.`,
    `Current peers: ${request.currentPeers.length > 0 ? request.currentPeers.join(', ') : 'none'}.`,
    `Follow the user's instruction. Propose at most ${COMPS_PROPOSAL_LIMITS.proposals} companies listed in the US that file with the SEC, by their ticker.`,
    'Banks, insurers, brokers, funds and REITs are not comparable and are refused; do not propose the company valued.',
    'Where the instruction states criteria, give them as filters, else leave each out (empty list or null):',
    '- sic_codes: SIC code prefixes of 2 to 4 digits (73 = major group, 737 = industry group, 7372 = industry);',
    `- sectors: any of ${COMPS_SECTORS.join(', ')};`,
    '- min_revenue_usd, max_revenue_usd: last fiscal year revenue in US dollars, full amounts;',
    '- countries: ISO 3166-1 alpha-2 codes of where the company is based.',
    'Every peer is checked against the SEC data and these filters before the user sees it.',
    `Write each "why" in ${LANGUAGE_NAMES[request.language]}, in one sentence.`,
    `Answer with JSON only, in this shape: ${JSON.stringify(example)}`,
  ].join('\n');
}

const ZAnswerSchema = z.object({
  peers: z
    .array(
      z.object({
        ticker: z.string().trim().min(1).max(20),
        why: z.string().trim().max(4000).nullish(),
      }),
    )
    .max(200),
  filters: z
    .object({
      sic_codes: z.array(z.union([z.string(), z.number().int()])).nullish(),
      sectors: z.array(z.string()).nullish(),
      min_revenue_usd: z.number().nullish(),
      max_revenue_usd: z.number().nullish(),
      countries: z.array(z.string()).nullish(),
    })
    .nullish(),
});

/** The model's proposals: at most `COMPS_PROPOSAL_LIMITS.proposals` distinct tickers, each with its reason. */
export type TPeerAnswer = { peers: { ticker: string; why: string | null }[]; filters: TCompsFilters };

/**
 * Reads the model's answer: the first JSON object in it (a code fence allowed), checked with zod,
 * tickers upper-cased and de-duplicated (extra ones dropped), reasons cut to their limit, sectors
 * matched without regard to case. Anything else (no JSON, another shape, a filter outside the
 * contract's rules) is null: the caller answers `COMPS_PROPOSAL_UNREADABLE`.
 */
export function parsePeerAnswer(answer: string): TPeerAnswer | null {
  const parsed = ZAnswerSchema.safeParse(firstJsonObject(answer));
  if (!parsed.success) return null;
  const raw = parsed.data.filters ?? {};
  const sectors = (raw.sectors ?? []).map(
    (sector) => COMPS_SECTORS.find((known) => known.toLowerCase() === sector.trim().toLowerCase()) ?? sector,
  );
  const filters = ZCompsFiltersSchema.safeParse({
    sic_codes: [...new Set((raw.sic_codes ?? []).map(String))],
    sectors: [...new Set(sectors)],
    min_revenue: raw.min_revenue_usd ?? null,
    max_revenue: raw.max_revenue_usd ?? null,
    countries: [...new Set((raw.countries ?? []).map((code) => code.trim().toUpperCase()))],
  });
  if (!filters.success) return null;
  const seen = new Set<string>();
  const peers: TPeerAnswer['peers'] = [];
  for (const peer of parsed.data.peers) {
    const ticker = peer.ticker.toUpperCase();
    if (seen.has(ticker)) continue;
    seen.add(ticker);
    const why = peer.why ? peer.why.slice(0, COMPS_PROPOSAL_LIMITS.whyChars) : null;
    peers.push({ ticker, why: why || null });
    if (peers.length === COMPS_PROPOSAL_LIMITS.proposals) break;
  }
  return { peers, filters: filters.data };
}

/** The first JSON object of a text: inside a code fence when there is one, else from the first `{` to its match. */
function firstJsonObject(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = fenced?.[1] ?? text;
  const start = body.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let index = start; index < body.length; index++) {
    const char = body[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      try {
        return JSON.parse(body.slice(start, index + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
