import type { TConvention } from '@app/valuation';
import { type ChangeEvent, useId } from 'react';
import { NumberInput } from '../../../components/model/number-input';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { Card } from '../overview';

/** Terminal growth (or exit multiple) and the discounting convention. */
export function TerminalSettings() {
  const { t } = useAppTranslation();
  const { input, edit } = useModel();
  const conventionId = useId();
  const reinvestmentId = useId();
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
          <span className="flex items-center gap-3">
            <label htmlFor={reinvestmentId} className="font-medium text-ink">
              {t('valuation:dcf.terminalCashFlow')}
            </label>
            <select
              id={reinvestmentId}
              value={terminal.reinvestment ?? 'forecast'}
              onChange={handleReinvestment}
              data-testid="terminal-reinvestment"
              className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
            >
              <option value="return_on_capital">{t('valuation:dcf.reinvestmentFromReturn')}</option>
              <option value="forecast">{t('valuation:dcf.reinvestmentFromForecast')}</option>
            </select>
          </span>
        ) : null}
        <span className="flex items-center gap-3">
          <label htmlFor={conventionId} className="font-medium text-ink">
            {t('valuation:dcf.convention')}
          </label>
          <select
            id={conventionId}
            value={input.convention ?? 'end_of_year'}
            onChange={handleConvention}
            data-testid="convention"
            className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
          >
            <option value="end_of_year">{t('valuation:dcf.endOfYear')}</option>
            <option value="mid_year">{t('valuation:dcf.midYear')}</option>
          </select>
        </span>
        <span className="text-xs text-ink-muted">
          {t('valuation:dcf.valuationDate', { date: input.valuationDate })}
        </span>
      </div>
    </Card>
  );
}
