import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryCodeOfName } from './country-code.js';

describe('countryCodeOfName', () => {
  it('finds the ISO code of the names the SEC sends, in ISO’s spelling or ICU’s', () => {
    expect(countryCodeOfName('Taiwan, Province of China')).toBe('TW');
    expect(countryCodeOfName('United Kingdom')).toBe('GB');
    expect(countryCodeOfName('Cayman Islands')).toBe('KY');
    expect(countryCodeOfName('Hong Kong')).toBe('HK');
    expect(countryCodeOfName('Korea, Republic of')).toBe('KR');
    expect(countryCodeOfName('Virgin Islands, British')).toBe('VG');
    expect(countryCodeOfName('Curaçao')).toBe('CW');
    expect(countryCodeOfName('Saint Kitts and Nevis')).toBe('KN');
    expect(countryCodeOfName('Tanzania, United Republic of')).toBe('TZ');
    expect(countryCodeOfName('Israel')).toBe('IL');
  });

  it('says null for a place it cannot name', () => {
    expect(countryCodeOfName('Unknown')).toBeNull();
    expect(countryCodeOfName('European Union')).toBeNull();
  });
});

describe('countryCodeOf', () => {
  it('keeps the code the domicile has, else reads the name', () => {
    const base = { stateOrProvince: null, edgarCode: 'F5', basis: 'business_address' as const };
    expect(countryCodeOf({ ...base, country: 'United States', countryCode: 'US' })).toBe('US');
    expect(countryCodeOf({ ...base, country: 'Taiwan, Province of China', countryCode: null })).toBe('TW');
    expect(countryCodeOf(null)).toBeNull();
  });
});
