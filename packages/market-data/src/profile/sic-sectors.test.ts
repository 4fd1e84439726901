import { describe, expect, it } from 'vitest';
import { SIC_SECTOR_RANGES, sectorForSic } from './sic-sectors.js';

describe('SIC → sector', () => {
  it.each([
    ['3571', 'Information Technology'], // AAPL, electronic computers
    ['7372', 'Information Technology'], // MSFT, prepackaged software
    ['3674', 'Information Technology'], // NVDA, semiconductors
    ['3711', 'Consumer Discretionary'], // TSLA, motor vehicles
    ['2834', 'Health Care'], // pharmaceutical preparations
    ['3290', 'Materials'], // CARBO Ceramics, nonmetallic mineral products
    ['3021', 'Consumer Discretionary'], // rubber footwear sits among rubber and plastics (Materials)
    ['3089', 'Materials'], // plastics products NEC: the footwear override stays narrow
    ['3690', 'Industrials'], // Solidion, batteries
    ['4700', 'Industrials'], // EXPE: SIC says transportation services (GICS: Consumer Discretionary)
    ['6324', 'Health Care'], // UNH, hospital and medical service plans
    ['7389', 'Industrials'], // MA, V: business services NEC
    ['6111', 'Financials'], // Fannie Mae
    ['6798', 'Real Estate'], // REITs (refused anyway)
    ['5331', 'Consumer Staples'], // variety stores
    ['4911', 'Utilities'],
    ['1311', 'Energy'],
  ])('SIC %s → %s', (sic, sector) => {
    expect(sectorForSic(sic)).toBe(sector);
  });

  it('has no sector for missing, zero or nonclassifiable codes', () => {
    expect(sectorForSic('')).toBeNull();
    expect(sectorForSic(null)).toBeNull();
    expect(sectorForSic('0000')).toBeNull();
    expect(sectorForSic('9995')).toBeNull();
    expect(sectorForSic('abc')).toBeNull();
  });

  it('covers every code from 0100 to 8999 except the unused major groups', () => {
    const unused = new Set([11, 18, 19, 43, 66, 68, 69, 71, 74, 77, 85]);
    for (let code = 100; code <= 8999; code++) {
      if (unused.has(Math.floor(code / 100))) continue;
      expect(sectorForSic(String(code)), `SIC ${code}`).not.toBeNull();
    }
  });

  it('lists each range with from ≤ to', () => {
    for (const [from, to] of SIC_SECTOR_RANGES) expect(from).toBeLessThanOrEqual(to);
  });
});
