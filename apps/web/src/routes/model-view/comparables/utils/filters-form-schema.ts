import { compsProposalRoutes } from '@app/contract';
import { contractFormSchema, optionalNumber, splitList, type TFormValues } from '../../../knowledge/utils/form-schema';

/** Revenue is typed in millions of US dollars; the request wants dollars. */
export const REVENUE_FORM_UNIT = 1_000_000;

/**
 * The peer-search form as `comps_ticker/search`'s filters, checked by the contract's own schema (so
 * the form shows the server's rules and messages): one sector and one country chosen from lists, SIC
 * codes typed in one box, revenue bounds in millions. Having no filter at all is an issue of the
 * whole form (path `''`).
 */
export const ZFiltersFormSchema = contractFormSchema(
  compsProposalRoutes.comps_ticker_search.input.shape.filters,
  readFiltersForm,
  ['sic_codes', 'countries'],
);

/** Shapes the form's values into the request's filters. */
export function readFiltersForm(values: TFormValues): Record<string, unknown> {
  const inDollars = (value: string | boolean | undefined) => {
    const millions = optionalNumber(value);
    return millions === undefined ? null : millions * REVENUE_FORM_UNIT;
  };
  const chosen = (value: string | boolean | undefined) => (typeof value === 'string' && value !== '' ? [value] : []);
  return {
    sic_codes: splitList(values.sic_codes) ?? [],
    sectors: chosen(values.sectors),
    min_revenue: inDollars(values.min_revenue),
    max_revenue: inDollars(values.max_revenue),
    countries: chosen(values.countries),
  };
}
