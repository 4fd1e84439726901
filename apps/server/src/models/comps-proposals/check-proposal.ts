import {
  COMPS_PROPOSAL_REJECTIONS,
  COMPS_SECTORS,
  type TCompsFilters,
  type TCompsProposal,
  type TCompsProposalRejection,
  type TCompsSector,
} from '@app/contract';
import {
  classifyFinancialSic,
  domicileFromSubmissions,
  findTicker,
  isMarketDataError,
  sectorForSic,
  type TMarketDataSource,
  type TPeerInputs,
  type TSubmissions,
  type TTickerEntry,
} from '@app/market-data';
import { cachedPeerInputs } from '../peer-inputs-cache.js';
import { countryCodeOf } from './country-code.js';

/** What every proposal of one request is checked against. */
export type TCheckContext = {
  source: TMarketDataSource;
  entries: readonly TTickerEntry[];
  asOf: string;
  /** The model's own company (null: a private company, in no SEC list). */
  subjectCik: number | null;
  /** The model's peers now, in the SEC's spelling. */
  currentPeers: ReadonlySet<string>;
  filters: TCompsFilters;
};

/**
 * Checks one proposed ticker against the SEC data: it is in the SEC's ticker list, it is not the
 * model's own company nor a financial company (`classifyFinancialSic`, the refusal the rest of the
 * comparables use), and it meets every filter: its SIC code and sector (submissions), its revenue
 * of the last fiscal year filed by the valuation date (companyfacts, as the Comparables tab reads
 * it) and the country it is based in (submissions' addresses). Every reason it fails is given; an
 * outage of the data source is thrown.
 */
export async function checkProposal(
  context: TCheckContext,
  ticker: string,
  why: string | null,
  known?: { entry: TTickerEntry; submissions: TSubmissions | null },
): Promise<TCompsProposal> {
  const entry = known?.entry ?? entryOf(context.entries, ticker);
  if (!entry) return { ...EMPTY, ticker: ticker.toUpperCase(), why, rejections: ['not_found'] };
  const submissions = known ? known.submissions : await submissionsOf(context.source, entry.cik);
  const sic = submissions?.sic?.trim() || null;
  const sector = sectorOf(sic);
  const domicile = submissions ? domicileFromSubmissions(submissions) : null;
  const isFinancial = classifyFinancialSic(sic).isFinancial;
  // A financial company's statements are not read for multiples (`getPeerInputs` refuses them).
  const inputs = isFinancial ? null : await inputsOf(context.source, entry.ticker, context.asOf);
  const proposal: TCompsProposal = {
    ticker: entry.ticker,
    name: submissions?.name ?? entry.name,
    cik: entry.cik,
    why,
    is_passed: false,
    rejections: [],
    is_current_peer: context.currentPeers.has(entry.ticker),
    sic,
    sic_description: submissions?.sicDescription ?? null,
    sector,
    country: domicile?.country ?? null,
    country_code: countryCodeOf(domicile),
    revenue: inputs?.revenueLyr ?? null,
    revenue_fiscal_year: inputs?.revenueLyr === null ? null : (inputs?.lyr?.fiscalYear ?? null),
    currency: inputs?.currency ?? null,
    market_cap: inputs?.marketCap ?? null,
  };
  const rejections = rejectionsOf(proposal, context, isFinancial);
  return { ...proposal, rejections, is_passed: rejections.length === 0 };
}

/** Every filter the proposal's figures miss, in the order of `COMPS_PROPOSAL_REJECTIONS`. */
function rejectionsOf(
  proposal: TCompsProposal,
  context: TCheckContext,
  isFinancial: boolean,
): TCompsProposalRejection[] {
  const { filters } = context;
  const found = new Set<TCompsProposalRejection>();
  if (proposal.cik !== null && proposal.cik === context.subjectCik) found.add('is_subject');
  if (isFinancial) found.add('financial_company');
  const asksIndustry = filters.sic_codes.length > 0 || filters.sectors.length > 0;
  if (asksIndustry && proposal.sic === null) found.add('industry_unknown');
  if (proposal.sic !== null && !meetsSicCodes(proposal.sic, filters.sic_codes)) found.add('sic_mismatch');
  if (proposal.sic !== null && filters.sectors.length > 0 && !filters.sectors.some((s) => s === proposal.sector))
    found.add('sector_mismatch');
  // A financial company's revenue is not read (it is refused anyway): no second reason about it.
  if (!isFinancial && (filters.min_revenue !== null || filters.max_revenue !== null)) {
    const revenue = proposal.revenue;
    if (revenue === null || proposal.currency === null) found.add('revenue_unknown');
    else if (proposal.currency !== 'USD') found.add('revenue_not_usd');
    else {
      if (filters.min_revenue !== null && revenue < filters.min_revenue) found.add('revenue_below_min');
      if (filters.max_revenue !== null && revenue > filters.max_revenue) found.add('revenue_above_max');
    }
  }
  if (filters.countries.length > 0) {
    if (proposal.country_code === null) found.add('country_unknown');
    else if (!filters.countries.includes(proposal.country_code)) found.add('country_mismatch');
  }
  return COMPS_PROPOSAL_REJECTIONS.filter((reason) => found.has(reason));
}

/** Whether a SIC code is one of the codes asked for (by prefix: `73`, `737`, `7372`); true when none is. */
export function meetsSicCodes(sic: string, codes: readonly string[]): boolean {
  if (codes.length === 0) return true;
  const full = sic.padStart(4, '0');
  return codes.some((code) => full.startsWith(code));
}

/** The sector of a SIC code, in the contract's vocabulary. */
export function sectorOf(sic: string | null): TCompsSector | null {
  const sector = sectorForSic(sic);
  return (COMPS_SECTORS as readonly string[]).includes(sector ?? '') ? (sector as TCompsSector) : null;
}

function entryOf(entries: readonly TTickerEntry[], ticker: string): TTickerEntry | null {
  try {
    return findTicker(entries, ticker);
  } catch (error) {
    if (isMarketDataError(error, 'TICKER_NOT_FOUND')) return null;
    throw error;
  }
}

/** The company's submissions; null when the source does not hold them. */
export async function submissionsOf(source: TMarketDataSource, cik: number): Promise<TSubmissions | null> {
  try {
    return (await source.submissions(cik)).value;
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE')) return null;
    throw error;
  }
}

/** The company's multiples inputs at the date (revenue, market cap); null when the source has none of its data. */
async function inputsOf(source: TMarketDataSource, ticker: string, asOf: string): Promise<TPeerInputs | null> {
  try {
    return await cachedPeerInputs(source, ticker, asOf);
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE') || isMarketDataError(error, 'FINANCIAL_COMPANY_UNSUPPORTED'))
      return null;
    throw error;
  }
}

const EMPTY: TCompsProposal = {
  ticker: '',
  name: null,
  cik: null,
  why: null,
  is_passed: false,
  rejections: [],
  is_current_peer: false,
  sic: null,
  sic_description: null,
  sector: null,
  country: null,
  country_code: null,
  revenue: null,
  revenue_fiscal_year: null,
  currency: null,
  market_cap: null,
};
