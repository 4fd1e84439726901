import type { TConvention } from '@app/valuation';
import { type ChangeEvent, useId } from 'react';
import { NumberInput } from '../../../components/model/number-input';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { Card } from '../overview';

/** Terminal growth (or exit multiple) and the discounting convention. */
export function TerminalSettings() {
  const { t } = useAppTranslation();
  // The base case's terminal value and convention: edits change the base case.
  const { baseInput: input, edit } = useModel();
  const terminal = input.terminal;

  function handleGrowth(value: number): void {
    if (terminal.method === 'perpetuity') edit({ terminal: { ...terminal, growth: value as never } });
  }

  function handleReinvestment(event: ChangeEvent<HTMLSelectElement>): void {
    if (terminal.method !== 'perpetuity') return;
    edit({ terminal: { ...terminal, reinvestment: event.target.value as 'forecast' | 'return_on_capital' } });
  }

  function handleMultiple(value: number): void {
    edit({ terminal: { method: 'exit_multiple', multiple: value as never } });
  }

  function handleConvention(event: ChangeEvent<HTMLSelectElement>): void {
    edit({ convention: event.target.value as TConvention });
  }

  return (
    <Card title={t('valuation:dcf.settings')}>
      <div className="flex flex-wrap items-center gap-x-8 gap-y-3 text-sm">
        {terminal.method === 'perpetuity' ? (
          <span className="flex items-center gap-3">
            <span className="font-medium text-ink">{t('valuation:figures.terminalGrowth')}</span>
            <NumberInput
              value={terminal.growth}
              kind="percent"
              suffix="%"
              label={t('valuation:figures.terminalGrowth')}
              onCommit={handleGrowth}
              testId="terminal-growth"
            />
          </span>
        ) : (
          <span className="flex items-center gap-3">
            <span className="font-medium text-ink">{t('valuation:dcf.terminal.multiple')}</span>
            <NumberInput
              value={terminal.multiple}
              kind="number"
              suffix="×"
              label={t('valuation:dcf.terminal.multiple')}
              onCommit={handleMultiple}
              testId="exit-multiple"
            />
          </span>
        )}
        {terminal.method === 'perpetuity' ? (
          <Choice
            label={t('valuation:dcf.terminalCashFlow')}
            value={terminal.reinvestment ?? 'forecast'}
            onChange={handleReinvestment}
            testId="terminal-reinvestment"
            options={[
              ['return_on_capital', t('valuation:dcf.reinvestmentFromReturn')],
              ['forecast', t('valuation:dcf.reinvestmentFromForecast')],
            ]}
          />
        ) : null}
        <Choice
          label={t('valuation:dcf.convention')}
          value={input.convention ?? 'end_of_year'}
          onChange={handleConvention}
          testId="convention"
          options={[
            ['end_of_year', t('valuation:dcf.endOfYear')],
            ['mid_year', t('valuation:dcf.midYear')],
          ]}
        />
        <span className="text-xs text-ink-muted">
          {t('valuation:dcf.valuationDate', { date: input.valuationDate })}
        </span>
      </div>
    </Card>
  );
}

/** A labelled select of the settings row. */
function Choice({
  label,
  value,
  onChange,
  testId,
  options,
}: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  testId: string;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-3">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={onChange}
        data-testid={testId}
        className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </span>
  );
}
