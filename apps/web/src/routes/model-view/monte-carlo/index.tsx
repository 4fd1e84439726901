import type { TMonteCarloSetting } from '@app/contract';
import { compileValuation, type TCompiledValuation, type TModelInput, type TMonteCarloVariable } from '@app/valuation';
import { useEffect, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { NumberInput } from '../../../components/model/number-input';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { RangeTable } from './range-table';
import {
  engineRanges,
  runProblems,
  screenRunOf,
  settingOf,
  type TRangeEnd,
  type TRunProblem,
  type TScreenRun,
} from './ranges';
import { MonteCarloResults } from './results';
import { useMonteCarloRunner } from './run-monte-carlo';

/**
 * Monte Carlo: ranges on the key drivers, drawn many times (in a Web Worker), give a distribution
 * of value per share: a histogram with the price and the model's value, percentiles, and the
 * probability that the value is above the price.
 */
export function MonteCarloTab() {
  const { t } = useAppTranslation();
  const { input } = useModel();
  const compiled = useMemo(() => compileValuation(input), [input]);
  return (
    <div className="flex flex-col gap-6" data-testid="monte-carlo-tab">
      {compiled.ok ? (
        <MonteCarloPanel input={input} compiled={compiled.value} />
      ) : (
        <Card title={t('valuation:monteCarlo.title')}>
          <p className="text-sm text-ink-muted" data-testid="monte-carlo-no-model">
            {t('valuation:monteCarlo.noModel')}
          </p>
        </Card>
      )}
      <ModelError />
    </div>
  );
}

function MonteCarloPanel({ input, compiled }: { input: TModelInput; compiled: TCompiledValuation }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { currency, settings, editSettings } = useModel();
  const saved = (settings.monteCarlo ?? null) as TMonteCarloSetting | null;
  // The ranges follow the model: a new model (an edit elsewhere) starts again from the saved offsets.
  const [state, setState] = useState(() => ({ compiled, run: screenRunOf(compiled, saved) }));
  if (state.compiled !== compiled) setState({ compiled, run: screenRunOf(compiled, saved) });
  const run = state.run;
  const [problems, setProblems] = useState<TRunProblem[]>([]);
  const runner = useMonteCarloRunner();
  const { run: start } = runner;

  // A first run with what the model opens with, and again whenever the model changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new model re-runs by itself; the saved ranges change with the user's own runs.
  useEffect(() => {
    const opening = screenRunOf(compiled, saved);
    // Whether there is any problem, not its wording.
    if (runProblems(opening, 'en').length === 0) {
      start({ model: input, ranges: engineRanges(opening), draws: opening.draws, seed: opening.seed });
    }
  }, [compiled, input, start]);

  function setRun(next: TScreenRun): void {
    setState({ compiled, run: next });
  }

  function handleRange(variable: TMonteCarloVariable, end: TRangeEnd, value: number): void {
    setRun({
      ...run,
      ranges: run.ranges.map((range) => (range.variable === variable ? { ...range, [end]: value } : range)),
    });
  }

  function handleDraws(value: number): void {
    setRun({ ...run, draws: value });
  }

  function handleSeed(value: number): void {
    setRun({ ...run, seed: value });
  }

  function handleRun(): void {
    const found = runProblems(run, language);
    setProblems(found);
    if (found.length > 0) return;
    const setting = settingOf(run);
    if (JSON.stringify(setting) !== JSON.stringify(settingOf(screenRunOf(compiled, saved)))) {
      editSettings({ monteCarlo: setting });
    }
    start({ model: input, ranges: engineRanges(run), draws: run.draws, seed: run.seed });
  }

  function handleReset(): void {
    const next = screenRunOf(compiled, null);
    setRun(next);
    setProblems([]);
    if (saved !== null) editSettings({ monteCarlo: null });
    start({ model: input, ranges: engineRanges(next), draws: next.draws, seed: next.seed });
  }

  const runWide = problems.filter((problem) => problem.variable === null);
  const last = runner.last;
  return (
    <Card
      title={t('valuation:monteCarlo.title')}
      actions={
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handleReset}
            data-testid="monte-carlo-reset"
          >
            {t('valuation:monteCarlo.reset')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={handleRun}
            disabled={runner.isRunning}
            data-testid="monte-carlo-run"
          >
            {runner.isRunning ? t('valuation:monteCarlo.running') : t('valuation:monteCarlo.run')}
          </button>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1 text-sm text-ink-muted">
          <p>{t('valuation:monteCarlo.intro')}</p>
          <p>{t('valuation:monteCarlo.defaultsNote')}</p>
        </div>
        <div className="overflow-x-auto">
          <RangeTable ranges={run.ranges} problems={problems} onChange={handleRange} />
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink">
          <span className="flex items-center gap-2">
            {t('valuation:monteCarlo.draws')}
            <NumberInput
              value={run.draws}
              kind="count"
              label={t('valuation:monteCarlo.draws')}
              testId="monte-carlo-draws"
              onCommit={handleDraws}
            />
          </span>
          <span className="flex items-center gap-2">
            {t('valuation:monteCarlo.seed')}
            <NumberInput
              value={run.seed}
              kind="count"
              label={t('valuation:monteCarlo.seed')}
              testId="monte-carlo-seed"
              onCommit={handleSeed}
            />
          </span>
          <span className="text-xs text-ink-muted">{t('valuation:monteCarlo.seedHint')}</span>
        </div>
        {runWide.length > 0 ? (
          <ul role="alert" className="flex flex-col gap-1 text-sm text-danger" data-testid="monte-carlo-errors">
            {runWide.map((problem) => (
              <li key={problem.message}>{problem.message}</li>
            ))}
          </ul>
        ) : null}
        {last && !last.result.ok ? (
          <p role="alert" className="text-sm text-danger" data-testid="monte-carlo-failed">
            {t('valuation:monteCarlo.failed')}
          </p>
        ) : null}
        {last?.result.ok ? (
          <div aria-busy={runner.isRunning} className={runner.isRunning ? 'opacity-60' : ''}>
            <MonteCarloResults result={last.result.value} elapsedMs={last.elapsedMs} currency={currency} />
          </div>
        ) : runner.isRunning ? (
          <p role="status" className="text-sm text-ink-muted">
            {t('valuation:monteCarlo.running')}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
