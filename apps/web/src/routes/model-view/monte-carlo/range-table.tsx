import type { TMonteCarloVariable } from '@app/valuation';
import { Figure } from '../../../components/model/figure';
import { NumberInput } from '../../../components/model/number-input';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { RANGE_ENDS, type TRangeEnd, type TRunProblem, type TScreenRange } from './ranges';

/** The label of each driver a range can be put on. */
export const VARIABLE_LABELS = {
  revenue_growth: 'valuation:monteCarlo.variables.revenue_growth',
  operating_margin: 'valuation:monteCarlo.variables.operating_margin',
  wacc: 'valuation:monteCarlo.variables.wacc',
  terminal_growth: 'valuation:monteCarlo.variables.terminal_growth',
  exit_multiple: 'valuation:monteCarlo.variables.exit_multiple',
} as const satisfies Record<TMonteCarloVariable, string>;

const END_LABELS = {
  low: 'valuation:monteCarlo.low',
  mode: 'valuation:monteCarlo.mode',
  high: 'valuation:monteCarlo.high',
} as const satisfies Record<TRangeEnd, string>;

/** One row per driver: the model's own level and the range's low, most likely and high levels. */
export function RangeTable({
  ranges,
  problems,
  onChange,
}: {
  ranges: TScreenRange[];
  problems: TRunProblem[];
  onChange: (variable: TMonteCarloVariable, end: TRangeEnd, value: number) => void;
}) {
  const { t } = useAppTranslation();
  return (
    <table className="w-full text-sm" data-testid="monte-carlo-ranges">
      <thead>
        <tr className="text-left text-xs text-ink-muted">
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('valuation:monteCarlo.driver')}
          </th>
          <th scope="col" className="px-2 py-1 text-right font-medium">
            {t('valuation:monteCarlo.model')}
          </th>
          {RANGE_ENDS.map((end) => (
            <th key={end} scope="col" className="px-2 py-1 text-right font-medium">
              {t(END_LABELS[end])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {ranges.map((range) => {
          const isMultiple = range.variable === 'exit_multiple';
          const label = t(VARIABLE_LABELS[range.variable]);
          const rowProblems = problems.filter((problem) => problem.variable === range.variable);
          return (
            <tr key={range.variable} data-testid={`monte-carlo-range-${range.variable}`}>
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">
                {label}
                {rowProblems.map((problem) => (
                  <p key={problem.message} className="mt-1 text-xs text-danger" role="alert">
                    {problem.message}
                  </p>
                ))}
              </th>
              <td className="px-2 py-2 text-right">
                <Figure
                  value={range.centre}
                  kind={isMultiple ? 'multiple' : 'percent'}
                  testId={`monte-carlo-${range.variable}-model`}
                />
              </td>
              {RANGE_ENDS.map((end) => (
                <td key={end} className="px-2 py-2 text-right">
                  <RangeInput range={range} end={end} label={`${label}: ${t(END_LABELS[end])}`} onChange={onChange} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RangeInput({
  range,
  end,
  label,
  onChange,
}: {
  range: TScreenRange;
  end: TRangeEnd;
  label: string;
  onChange: (variable: TMonteCarloVariable, end: TRangeEnd, value: number) => void;
}) {
  const isMultiple = range.variable === 'exit_multiple';

  function handleCommit(value: number): void {
    onChange(range.variable, end, value);
  }

  return (
    <NumberInput
      value={range[end]}
      kind={isMultiple ? 'number' : 'percent'}
      label={label}
      testId={`monte-carlo-${range.variable}-${end}`}
      suffix={isMultiple ? '×' : '%'}
      onCommit={handleCommit}
    />
  );
}
