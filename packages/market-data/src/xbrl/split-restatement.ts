import { getAccount, type TUnitKind } from '@app/statements';
import type { TFact, TFactIndex, TTagFacts } from './fact-index.js';
import type { TStockSplit } from './stock-splits.js';

/**
 * Puts every share count and per-share value on the latest share basis. A value keeps the fact of
 * the latest filing that reported its period (the index resolved restatements), so only the
 * splits dated after that filing apply: shares × ratio, per-share ÷ ratio, the product over those
 * splits. A value a post-split filing already restated is not adjusted again. The source keeps
 * its filing and records the adjustment (`split_adjustment`).
 * @internal
 */
export function restateForSplits(index: TFactIndex, splits: readonly TStockSplit[]): TFactIndex {
  if (splits.length === 0) return index;
  const lines: TFactIndex['lines'] = new Map();
  for (const [key, tiers] of index.lines) {
    const { unit_kind } = getAccount(key);
    lines.set(
      key,
      unit_kind === 'currency' ? tiers : tiers.map((tier) => tier.map((tag) => restateTag(tag, unit_kind, splits))),
    );
  }
  return { ...index, lines };
}

function restateTag(tag: TTagFacts, unitKind: TUnitKind, splits: readonly TStockSplit[]): TTagFacts {
  const restate = (facts: Map<string, TFact>) =>
    new Map([...facts].map(([period, fact]) => [period, restateFact(fact, unitKind, splits)]));
  return {
    tag: tag.tag,
    annualByEnd: restate(tag.annualByEnd),
    quarterlyByRange: restate(tag.quarterlyByRange),
    quarterlyInstantByEnd: restate(tag.quarterlyInstantByEnd),
  };
}

function restateFact(fact: TFact, unitKind: TUnitKind, splits: readonly TStockSplit[]): TFact {
  const filed = fact.source.filed;
  const applied = filed === null ? [] : splits.filter((split) => filed < split.date);
  if (applied.length === 0) return fact;
  const ratio = applied.reduce((product, split) => product * split.ratio, 1);
  const value = unitKind === 'shares' ? fact.value * ratio : fact.value / ratio;
  return {
    ...fact,
    // 12 significant digits: 1.67 ÷ 40 is 0.04175, not 0.041749999999999995.
    value: Number(value.toPrecision(12)),
    source: {
      ...fact.source,
      split_adjustment: {
        ratio: Number(ratio.toPrecision(12)),
        reported_value: fact.value,
        splits: applied.map((split) => ({ date: split.date, ratio: split.ratio })),
      },
    },
  };
}
