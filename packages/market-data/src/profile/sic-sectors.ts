/**
 * Pure: a sector from a 4-digit SIC code. The SEC assigns SIC codes; we map SIC divisions and major
 * groups to GICS-style sector names so that users can group companies. The mapping is ours and is
 * documented in the README table; it approximates GICS and does not reproduce it (e.g. Alphabet and
 * Meta, SIC 7370, map to Information Technology where GICS says Communication Services).
 * The industry is the SEC's own SIC description, unchanged.
 */

/** @public */
export const SECTORS = [
  'Energy',
  'Materials',
  'Industrials',
  'Consumer Discretionary',
  'Consumer Staples',
  'Health Care',
  'Financials',
  'Information Technology',
  'Communication Services',
  'Utilities',
  'Real Estate',
] as const;
/** @public */
export type TSector = (typeof SECTORS)[number];

type TSicRange = readonly [from: number, to: number, sector: TSector];

/** Narrow overrides first: the first range containing the code wins. Bounds are inclusive. */
export const SIC_SECTOR_RANGES: readonly TSicRange[] = [
  // Overrides inside broader major groups.
  [800, 899, 'Materials'], // forestry
  [1520, 1531, 'Consumer Discretionary'], // residential builders, operative builders
  [2830, 2836, 'Health Care'], // drugs, biologicals
  [2840, 2844, 'Consumer Staples'], // soaps, detergents, cosmetics
  [3011, 3011, 'Consumer Discretionary'], // tires
  [3021, 3021, 'Consumer Discretionary'], // rubber and plastics footwear, as leather footwear
  [3570, 3579, 'Information Technology'], // computer and office equipment
  [3630, 3639, 'Consumer Discretionary'], // household appliances
  [3650, 3652, 'Consumer Discretionary'], // household audio and video
  [3610, 3649, 'Industrials'], // electrical transmission, industrial apparatus, lighting
  [3690, 3699, 'Industrials'], // miscellaneous electrical machinery (batteries)
  [3710, 3716, 'Consumer Discretionary'], // motor vehicles and parts
  [3750, 3751, 'Consumer Discretionary'], // motorcycles, bicycles
  [3812, 3812, 'Industrials'], // search, detection, navigation (defence)
  [3826, 3826, 'Health Care'], // laboratory analytical instruments
  [3840, 3851, 'Health Care'], // surgical, medical, dental, ophthalmic
  [3873, 3873, 'Consumer Discretionary'], // watches
  [4950, 4959, 'Industrials'], // sanitary services (waste)
  [5045, 5045, 'Information Technology'], // computer wholesale
  [5065, 5065, 'Information Technology'], // electronic parts wholesale
  [5120, 5122, 'Health Care'], // drug wholesale
  [5140, 5149, 'Consumer Staples'], // grocery wholesale
  [5171, 5172, 'Energy'], // petroleum products wholesale
  [5331, 5331, 'Consumer Staples'], // variety stores
  [5399, 5399, 'Consumer Staples'], // misc general merchandise (warehouse clubs)
  [5400, 5499, 'Consumer Staples'], // food stores
  [5912, 5912, 'Consumer Staples'], // drug stores
  [6324, 6324, 'Health Care'], // hospital and medical service plans
  [6500, 6599, 'Real Estate'], // real estate operators, developers, agents
  [6798, 6798, 'Real Estate'], // REITs
  [7310, 7319, 'Communication Services'], // advertising
  [7370, 7379, 'Information Technology'], // computer services, software
  [8731, 8731, 'Health Care'], // commercial physical and biological research
  // SIC divisions and major groups.
  [100, 999, 'Consumer Staples'], // agriculture, fishing
  [1000, 1099, 'Materials'], // metal mining
  [1200, 1399, 'Energy'], // coal, oil and gas extraction
  [1400, 1499, 'Materials'], // nonmetallic minerals
  [1500, 1799, 'Industrials'], // construction
  [2000, 2199, 'Consumer Staples'], // food, tobacco
  [2200, 2399, 'Consumer Discretionary'], // textiles, apparel
  [2400, 2499, 'Materials'], // lumber and wood
  [2500, 2599, 'Consumer Discretionary'], // furniture
  [2600, 2699, 'Materials'], // paper
  [2700, 2799, 'Communication Services'], // printing and publishing
  [2800, 2899, 'Materials'], // chemicals
  [2900, 2999, 'Energy'], // petroleum refining
  [3000, 3099, 'Materials'], // rubber and plastics
  [3100, 3199, 'Consumer Discretionary'], // leather, footwear
  [3200, 3399, 'Materials'], // stone, clay, glass; primary metals
  [3400, 3599, 'Industrials'], // fabricated metal, industrial machinery
  [3600, 3699, 'Information Technology'], // electronic equipment, semiconductors
  [3700, 3799, 'Industrials'], // transportation equipment, aerospace
  [3800, 3899, 'Information Technology'], // instruments
  [3900, 3999, 'Consumer Discretionary'], // miscellaneous manufacturing
  [4000, 4799, 'Industrials'], // transportation
  [4800, 4899, 'Communication Services'], // communications
  [4900, 4999, 'Utilities'], // electric, gas, water
  [5000, 5199, 'Industrials'], // wholesale trade
  [5200, 5999, 'Consumer Discretionary'], // retail trade
  [6000, 6799, 'Financials'], // finance, insurance, holding and investment offices
  [7000, 7299, 'Consumer Discretionary'], // hotels, personal services
  [7300, 7399, 'Industrials'], // business services
  [7500, 7599, 'Consumer Discretionary'], // auto repair and services
  [7600, 7699, 'Industrials'], // miscellaneous repair
  [7800, 7899, 'Communication Services'], // motion pictures
  [7900, 7999, 'Consumer Discretionary'], // amusement and recreation
  [8000, 8099, 'Health Care'], // health services
  [8100, 8199, 'Industrials'], // legal services
  [8200, 8399, 'Consumer Discretionary'], // educational and social services
  [8400, 8999, 'Industrials'], // museums, membership organizations, engineering and management services
];

/**
 * The sector of a SIC code, or null when the code is missing, not numeric, or in public
 * administration and nonclassifiable establishments (9100–9999).
 * @public
 */
export function sectorForSic(sic: string | null | undefined): TSector | null {
  const code = parseSic(sic);
  if (code === null) return null;
  const range = SIC_SECTOR_RANGES.find(([from, to]) => code >= from && code <= to);
  return range ? range[2] : null;
}

/** `'3571'` → 3571; empty, `'0000'` or non-numeric → null. @internal */
export function parseSic(sic: string | null | undefined): number | null {
  if (!sic || !/^\d{1,4}$/.test(sic.trim())) return null;
  const code = Number(sic.trim());
  return code > 0 ? code : null;
}
