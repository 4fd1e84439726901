import {
  localizeIssues,
  MONTE_CARLO_LIMITS,
  type TLanguage,
  type TMonteCarloSetting,
  VALIDATION_MESSAGES,
  ZMonteCarloSettingSchema,
} from '@app/contract';
import {
  centresOf,
  defaultMonteCarloRanges,
  type TCompiledValuation,
  type TMonteCarloRange,
  type TMonteCarloVariable,
} from '@app/valuation';

/** A range as the screen shows it: levels (the engine's), beside the model's own level. */
export type TScreenRange = TMonteCarloRange & { centre: number };

/** The screen's whole run: every range the model has, the draws and the seed. */
export type TScreenRun = { ranges: TScreenRange[]; draws: number; seed: number };

/** The seed of a model that has not saved one: fixed, so a first run reads the same every time. */
export const DEFAULT_SEED = 1;

/** Which ends of a range an input edits. */
export const RANGE_ENDS = ['low', 'mode', 'high'] as const;
export type TRangeEnd = (typeof RANGE_ENDS)[number];

/**
 * The run a model opens with: its saved ranges (offsets from the model's own level, so they follow
 * the model) as levels, and the default range of every driver without one.
 */
export function screenRunOf(compiled: TCompiledValuation, saved: TMonteCarloSetting | null): TScreenRun {
  const centres = centresOf(compiled);
  const ranges = defaultMonteCarloRanges(compiled).map((range): TScreenRange => {
    const centre = (centres.find((c) => c.variable === range.variable) as { value: number }).value;
    const own = saved?.ranges.find((r) => r.variable === range.variable);
    return own
      ? { variable: range.variable, low: centre + own.low, mode: centre + own.mode, high: centre + own.high, centre }
      : { ...range, centre };
  });
  return {
    ranges,
    draws: saved?.draws ?? MONTE_CARLO_LIMITS.defaultDraws,
    seed: saved?.seed ?? DEFAULT_SEED,
  };
}

/** The run as a model saves it: each range as offsets from the model's own level. */
export function settingOf(run: TScreenRun): TMonteCarloSetting {
  return {
    ranges: run.ranges.map(({ variable, low, mode, high, centre }) => ({
      variable,
      low: low - centre,
      mode: mode - centre,
      high: high - centre,
    })),
    draws: run.draws,
    seed: run.seed,
  };
}

/** The engine's ranges (levels). */
export function engineRanges(run: TScreenRun): TMonteCarloRange[] {
  return run.ranges.map(({ variable, low, mode, high }) => ({ variable, low, mode, high }));
}

/** One message for the reader, on a driver's range or on the run as a whole (`variable` null). */
export type TRunProblem = { variable: TMonteCarloVariable | null; message: string };

/**
 * Everything the server would refuse in this run, in the reader's language (the contract's rules),
 * and a WACC range reaching 0% or below (the model's own rule: no draw there could be valued).
 */
export function runProblems(run: TScreenRun, language: TLanguage): TRunProblem[] {
  const parsed = ZMonteCarloSettingSchema.safeParse(settingOf(run));
  const problems: TRunProblem[] = parsed.success
    ? []
    : localizeIssues(parsed.error.issues, language).map(({ path, message }) => {
        const index = /^ranges\.(\d+)/.exec(path)?.[1];
        return { variable: index === undefined ? null : (run.ranges[Number(index)]?.variable ?? null), message };
      });
  const wacc = run.ranges.find((range) => range.variable === 'wacc');
  if (wacc && !(wacc.low > 0))
    problems.push({ variable: 'wacc', message: VALIDATION_MESSAGES.wacc_not_positive[language] });
  // One message per rule and driver is enough.
  return problems.filter(
    (problem, i) => problems.findIndex((p) => p.variable === problem.variable && p.message === problem.message) === i,
  );
}
