import { balanceRules } from './balance-rules.js';
import { marginRule } from './margin-rule.js';
import { REVIEW_SEVERITIES, type TReviewContext, type TReviewFinding, type TReviewSubject } from './review-types.js';
import { reinvestmentRule, terminalFcfRule, terminalGrowthRule, terminalShareRule } from './terminal-rules.js';
import { waccRule } from './wacc-rule.js';

/** The rules, in the order their findings are listed within a severity. */
const RULES: readonly ((subject: TReviewSubject, context: TReviewContext) => TReviewFinding[])[] = [
  terminalShareRule,
  terminalGrowthRule,
  reinvestmentRule,
  terminalFcfRule,
  marginRule,
  waccRule,
  balanceRules,
];

/**
 * Reviews a valued model with rules that need no language model: terminal value's share of EV,
 * terminal growth against the risk-free rate and the economy, reinvestment against growth, forecast
 * margins against history, WACC against the peers', the terminal year's free cash flow, and the
 * forecast balance sheet. Findings come most severe first, each with the numbers it is about, the
 * cells it concerns and, where the fix is obvious, the assumptions to change. Pure: the caller
 * passes the market facts (`context`).
 * @example
 * const model = runModel(input);
 * if (model.ok) reviewModel({ input, model: model.value }, { riskFreeRate: 0.042, peers: [], defaultCapm: null });
 * @public
 */
export function reviewModel(subject: TReviewSubject, context: TReviewContext): TReviewFinding[] {
  const findings = RULES.flatMap((rule) => rule(subject, context));
  const rank = (finding: TReviewFinding) => REVIEW_SEVERITIES.indexOf(finding.severity);
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index)
    .map((x) => x.finding);
}
