/**
 * Pure: where a company is based, from the SEC's submissions addresses. EDGAR codes US states with
 * their two-letter postal codes and other places with a letter and a digit (e.g. `F5` Taiwan,
 * `A6` Ontario); the SEC sends the place's name along (`stateOrCountryDescription`), which we use as is.
 */
import type { TSubmissions, TSubmissionsAddress } from '../sec/sec-schemas.js';

/** US states, DC and territories as EDGAR codes them (USPS codes). */
const US_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP'
  ).split(' '),
);

/** EDGAR's codes for the Canadian provinces and territories. */
const CANADA_CODES = new Set(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'B0']);

/** @public */
export type TDomicile = {
  /** `United States`, `Canada`, or the SEC's name of the place (e.g. `Taiwan, Province of China`). */
  country: string;
  /** ISO 3166-1 alpha-2 when known (`US`, `CA`, or as sent by the SEC); null otherwise. */
  countryCode: string | null;
  /** The US state or Canadian province code, when there is one. */
  stateOrProvince: string | null;
  /** The EDGAR code as filed. */
  edgarCode: string;
  basis: 'business_address' | 'mailing_address' | 'state_of_incorporation';
};

/** Business address first, then mailing address, then state of incorporation. @public */
export function domicileFromSubmissions(submissions: TSubmissions): TDomicile | null {
  const { business, mailing } = submissions.addresses;
  return (
    fromAddress(business, 'business_address') ??
    fromAddress(mailing, 'mailing_address') ??
    fromCode(
      submissions.stateOfIncorporation ?? null,
      submissions.stateOfIncorporationDescription ?? null,
      null,
      'state_of_incorporation',
    )
  );
}

function fromAddress(address: TSubmissionsAddress | undefined, basis: TDomicile['basis']): TDomicile | null {
  if (!address) return null;
  return fromCode(
    address.stateOrCountry ?? null,
    address.stateOrCountryDescription ?? address.country ?? null,
    address.countryCode ?? null,
    basis,
  );
}

function fromCode(
  code: string | null,
  description: string | null,
  countryCode: string | null,
  basis: TDomicile['basis'],
): TDomicile | null {
  const edgarCode = code?.trim().toUpperCase();
  if (!edgarCode) return null;
  if (US_CODES.has(edgarCode)) {
    return { country: 'United States', countryCode: 'US', stateOrProvince: edgarCode, edgarCode, basis };
  }
  if (CANADA_CODES.has(edgarCode)) {
    return { country: 'Canada', countryCode: 'CA', stateOrProvince: edgarCode, edgarCode, basis };
  }
  if (!description) return null;
  return { country: description, countryCode: countryCode || null, stateOrProvince: null, edgarCode, basis };
}
