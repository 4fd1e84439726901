import type { TAccountKey } from '@app/statements';
import { IFRS_TAGS } from './tag-map-ifrs.js';
import { US_GAAP_TAGS } from './tag-map-us-gaap.js';

/**
 * An XBRL concept name, prefixed with `-` when its value must be negated to follow the chart's
 * sign convention (`-PaymentsToAcquirePropertyPlantAndEquipment`: a payment reported positive is
 * a negative capital expenditure).
 * @public
 */
export type TTagRef = string;

/**
 * The concepts of one standard line, as tiers in priority order. For each period the first tier
 * with a fact wins (so a company that changed tags over the years is covered year by year); inside
 * a tier, the largest absolute value wins, because a tier lists alternative names of the same total
 * and a smaller one is a component reported elsewhere (net sales inside total revenues, depreciation
 * of property inside the cash flow's D&A line).
 * @public
 */
export type TKeyTags = readonly (readonly TTagRef[])[];

/** @public */
export type TTagMap = Partial<Record<TAccountKey, TKeyTags>>;

/** The taxonomies the standardizer reads, in order of preference. @public */
export const SUPPORTED_TAXONOMIES = ['us-gaap', 'ifrs-full'] as const;
/** @public */
export type TSupportedTaxonomy = (typeof SUPPORTED_TAXONOMIES)[number];

/** Tag maps per taxonomy. @public */
export const TAG_MAPS: Record<TSupportedTaxonomy, TTagMap> = { 'us-gaap': US_GAAP_TAGS, 'ifrs-full': IFRS_TAGS };

/** `{ tag, sign }` of a tag reference. @internal */
export function parseTagRef(ref: TTagRef): { tag: string; sign: 1 | -1 } {
  return ref.startsWith('-') ? { tag: ref.slice(1), sign: -1 } : { tag: ref, sign: 1 };
}
