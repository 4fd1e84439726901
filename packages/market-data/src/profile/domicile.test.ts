import { describe, expect, it } from 'vitest';
import type { TSubmissions, TSubmissionsAddress } from '../sec/sec-schemas.js';
import { domicileFromSubmissions } from './domicile.js';

function submissions(
  business: TSubmissionsAddress,
  mailing: TSubmissionsAddress,
  incorporation: string | null = null,
): TSubmissions {
  return {
    cik: '0000000001',
    sic: null,
    sicDescription: null,
    name: 'Example',
    tickers: [],
    exchanges: [],
    fiscalYearEnd: null,
    stateOfIncorporation: incorporation,
    stateOfIncorporationDescription: incorporation,
    addresses: { business, mailing },
    filings: {
      recent: { accessionNumber: [], filingDate: [], reportDate: [], form: [], primaryDocument: [] },
      files: [],
    },
  };
}

describe('domicile from the SEC addresses', () => {
  it('reads a US state code as the United States', () => {
    expect(domicileFromSubmissions(submissions({ stateOrCountry: 'CA', stateOrCountryDescription: 'CA' }, {}))).toEqual(
      {
        country: 'United States',
        countryCode: 'US',
        stateOrProvince: 'CA',
        edgarCode: 'CA',
        basis: 'business_address',
      },
    );
  });

  it('reads the EDGAR province codes as Canada', () => {
    const result = domicileFromSubmissions(
      submissions({ stateOrCountry: 'A6', stateOrCountryDescription: 'ONTARIO, CANADA' }, {}),
    );
    expect(result).toMatchObject({ country: 'Canada', countryCode: 'CA', stateOrProvince: 'A6' });
  });

  it("uses the SEC's own name for other places, and the ISO code only when the SEC sends one", () => {
    const result = domicileFromSubmissions(
      submissions({ stateOrCountry: 'X0', stateOrCountryDescription: 'United Kingdom', countryCode: 'GB' }, {}),
    );
    expect(result).toMatchObject({ country: 'United Kingdom', countryCode: 'GB', stateOrProvince: null });
  });

  it('falls back to the mailing address, then to the state of incorporation, and says which', () => {
    expect(domicileFromSubmissions(submissions({}, { stateOrCountry: 'NY' }))?.basis).toBe('mailing_address');
    expect(domicileFromSubmissions(submissions({}, {}, 'DE'))).toMatchObject({
      stateOrProvince: 'DE',
      basis: 'state_of_incorporation',
    });
    expect(domicileFromSubmissions(submissions({}, {}))).toBeNull();
  });
});
