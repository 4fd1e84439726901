import type { TCompsFilters, TCompsProposal, TCompsProposals } from '@app/contract';
import { classifyFinancialSic, domicileFromSubmissions, screenCompanies, type TSubmissions } from '@app/market-data';
import type { CompsDeps } from '../get-model-comps.js';
import { checkProposal, meetsSicCodes, sectorOf } from './check-proposal.js';
import { countryCodeOf } from './country-code.js';
import { checkContextOf, proposalModel } from './proposal-context.js';

/**
 * `comps_ticker/search`: peers found in the SEC data by structured filters, for a user without a
 * chat model. The companies the source holds are narrowed by their submissions (SIC code, sector,
 * country; financial companies left out), then each is checked as a proposal is (`checkProposal`,
 * revenue from its own filings included) and only those that pass are proposed, closest in revenue
 * to the model's company first, without the model's current peers. Nothing is saved.
 */
export async function searchPeers(
  deps: CompsDeps,
  ownerId: string,
  input: { model_id: string; filters: TCompsFilters; limit: number },
): Promise<TCompsProposals> {
  const model = await proposalModel(deps, ownerId, input.model_id);
  const { filters, limit } = input;
  const context = checkContextOf(deps, model, filters);
  const target = model.subject.revenue?.currency === 'USD' ? model.subject.revenue.value : null;
  const screened = await screenCompanies(deps.source, {
    asOf: model.asOf,
    excludeCik: model.subjectCik,
    revenue: { min: filters.min_revenue, max: filters.max_revenue },
    sizeTarget: target,
    accepts: (submissions) => acceptsSubmissions(submissions, filters),
    // Some of those read may still fail the check on their own filings' revenue.
    enough: limit * 2,
  });
  const checked = await Promise.all(
    screened.companies
      .filter((company) => !context.currentPeers.has(company.entry.ticker))
      .map((company) => checkProposal(context, company.entry.ticker, null, company)),
  );
  const proposals = checked
    .filter((proposal) => proposal.is_passed)
    .sort((a, b) => sizeDistance(a, target) - sizeDistance(b, target) || a.ticker.localeCompare(b.ticker))
    .slice(0, limit);
  return {
    model_id: model.row.id,
    as_of: model.asOf,
    source: 'filters',
    model_name: null,
    filters,
    proposals,
    searched: screened.searched,
    is_partial: screened.isPartial,
  };
}

/** Whether a company's submissions can meet the filters: industry, sector, country, not a financial company. */
function acceptsSubmissions(submissions: TSubmissions | null, filters: TCompsFilters): boolean {
  const sic = submissions?.sic?.trim() || null;
  if (classifyFinancialSic(sic).isFinancial) return false;
  const asksIndustry = filters.sic_codes.length > 0 || filters.sectors.length > 0;
  if (asksIndustry && sic === null) return false;
  if (sic !== null && !meetsSicCodes(sic, filters.sic_codes)) return false;
  const sector = sectorOf(sic);
  if (filters.sectors.length > 0 && !filters.sectors.some((wanted) => wanted === sector)) return false;
  if (filters.countries.length === 0) return true;
  const code = countryCodeOf(submissions ? domicileFromSubmissions(submissions) : null);
  return code !== null && filters.countries.includes(code);
}

/** |ln(revenue / the company's)|, or the larger first without a size to compare with. */
function sizeDistance(proposal: TCompsProposal, target: number | null): number {
  const revenue = proposal.revenue;
  if (revenue === null || revenue <= 0 || proposal.currency !== 'USD') return Number.POSITIVE_INFINITY;
  return target && target > 0 ? Math.abs(Math.log(revenue / target)) : -revenue;
}
