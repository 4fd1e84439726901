/**
 * Readable labels of axis members. An iXBRL filing does not embed its label linkbase, so a member's
 * label is the caption the filing itself prints on the member's table row when that is unambiguous,
 * else one derived from the member's QName.
 */

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

/** Words kept in lower case inside a derived label. */
const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'for', 'in', 'to', 'excluding', 'including', 'other', 'than']);

/**
 * A label from a member QName: `country:US` → "United States" (ISO 3166 name), `aapl:IPhoneMember` →
 * "iPhone", `nvda:ComputeAndNetworkingSegmentMember` → "Compute and Networking",
 * `us-gaap:NonUsMember` → "Non-US", `goog:AmericasExcludingUnitedStatesMember` → "Americas excluding
 * United States". The `Member` suffix and a trailing `Segment` are dropped; words are split at case
 * changes, acronyms kept.
 * @public
 */
export function labelFromQName(qname: string): string {
  const [prefix, local = ''] = qname.includes(':') ? qname.split(':', 2) : ['', qname];
  if (prefix === 'country' && /^[A-Z]{2}$/.test(local)) return REGIONS.of(local) ?? local;
  const special = SPECIAL_NAMES[local.replace(/Member$/, '')];
  if (special) return special;
  const base = local.replace(/Member$/, '').replace(/Segments?$/, '') || local;
  const words = base
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[\s_]+/)
    .filter((w) => w !== '')
    // "IPhone" splits as "I Phone": an "i" product name.
    .reduce<string[]>((merged, word) => {
      if (merged.at(-1) === 'I' && /^[A-Z][a-z]/.test(word)) merged[merged.length - 1] = `i${word}`;
      else merged.push(word);
      return merged;
    }, []);
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return word;
    })
    .join(' ')
    .replace(/^Non /, 'Non-');
}

/** A caption that names the line, not the member ("Net revenue", "Total net sales"). */
const LINE_NAME = /^total\b|^(net\s+)?(operating\s+)?(revenues?|sales)$/i;

/** QNames whose split spelling reads badly; keyed by the local name without `Member`. */
const SPECIAL_NAMES: Record<string, string> = {
  NonUs: 'Non-US',
  NonUS: 'Non-US',
  EMEA: 'EMEA',
  Emea: 'EMEA',
  AllOther: 'All other',
  ProductAndServiceOther: 'Other products and services',
  ServiceOther: 'Other services',
  CorporateNonSegment: 'Corporate (non-segment)',
  IntersegmentElimination: 'Intersegment eliminations',
  ConsolidationEliminations: 'Eliminations',
  MaterialReconcilingItems: 'Reconciling items',
  SegmentReconcilingItems: 'Reconciling items',
};

/**
 * The label of each member: the caption of the table rows its facts sit on, when every fact of the
 * member that has a caption agrees on the most frequent one and no other member of the breakdown
 * shares it (a shared caption is a line name like "Net sales" in a table with members in columns);
 * else `labelFromQName`.
 * @public
 */
export function chooseMemberLabels(
  captionsByMember: Map<string, string[]>,
): Map<string, { label: string; source: 'document' | 'qname' }> {
  const best = new Map<string, string>();
  for (const [member, captions] of captionsByMember) {
    const counts = new Map<string, number>();
    for (const caption of captions) counts.set(caption, (counts.get(caption) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (top && top[0].length <= 80 && !LINE_NAME.test(top[0])) best.set(member, top[0].replace(/\s+total$/i, ''));
  }
  const owners = new Map<string, number>();
  for (const caption of best.values()) {
    const key = caption.toLowerCase();
    owners.set(key, (owners.get(key) ?? 0) + 1);
  }
  const labels = new Map<string, { label: string; source: 'document' | 'qname' }>();
  for (const member of captionsByMember.keys()) {
    const caption = best.get(member);
    labels.set(
      member,
      caption !== undefined && owners.get(caption.toLowerCase()) === 1
        ? { label: caption, source: 'document' }
        : { label: labelFromQName(member), source: 'qname' },
    );
  }
  return labels;
}
