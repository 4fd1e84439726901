import { REPORT_UNIT_SCALE, type TReportUnit } from '@app/contract';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

/**
 * How an input shows its number: a rate as a percentage, money in a report unit, a whole count
 * (draws, a seed), or as is.
 */
export type TNumberInputKind = 'percent' | 'money' | 'days' | 'number' | 'count';

const SCALE: Record<Exclude<TNumberInputKind, 'money'>, number> = { percent: 100, days: 1, number: 1, count: 1 };
const DECIMALS: Record<Exclude<TNumberInputKind, 'money'>, number> = { percent: 2, days: 1, number: 4, count: 0 };
const WIDTHS: Record<TNumberInputKind, string> = {
  percent: 'w-20',
  money: 'w-32',
  days: 'w-20',
  number: 'w-20',
  count: 'w-24',
};
/** Money is typed to 100,000 of the currency or finer in every unit (0.1 million = 0.0001 billion). */
const MONEY_DECIMALS: Record<TReportUnit, number> = {
  thousands: 0,
  ten_thousands: 0,
  millions: 1,
  hundred_millions: 3,
  billions: 4,
};

/** How many of the model's numbers one typed unit is, and the decimals it is shown with. */
function scaleOf(kind: TNumberInputKind, unit: TReportUnit): { scale: number; decimals: number } {
  return kind === 'money'
    ? { scale: 1 / REPORT_UNIT_SCALE[unit], decimals: MONEY_DECIMALS[unit] }
    : { scale: SCALE[kind], decimals: DECIMALS[kind] };
}

/** The text an input starts with: a fixed number of decimals, trailing zeros dropped. */
export function toInputText(value: number, kind: TNumberInputKind, unit: TReportUnit = 'millions'): string {
  if (!Number.isFinite(value)) return '';
  const { scale, decimals } = scaleOf(kind, unit);
  const fixed = (value * scale).toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * What the user typed, as the model's number (a percentage back to a decimal), or null if not a
 * number. A comma is a decimal mark ("18,5"), except in a count, which has no decimals: there
 * commas, points and apostrophes group thousands ("20,000", "20.000", "20'000").
 */
export function fromInputText(text: string, kind: TNumberInputKind, unit: TReportUnit = 'millions'): number | null {
  const compact = text.replace(/\s/g, '').replace(/%$/, '');
  if (kind === 'count') return /^\d{1,3}([,.']?\d{3})*$/.test(compact) ? Number(compact.replace(/[,.']/g, '')) : null;
  const normalized = compact.replace(',', '.');
  if (normalized === '' || normalized === '-' || normalized === '.') return null;
  const parsed = Number(normalized);
  return Number.isFinite(parsed) ? parsed / scaleOf(kind, unit).scale : null;
}

/**
 * A compact numeric input for an assumption. Every valid keystroke is committed (so the model
 * re-values as the user types); a value changed elsewhere (e.g. a reset) replaces the text unless
 * the input has focus.
 */
export function NumberInput({
  value,
  kind,
  onCommit,
  label,
  testId,
  suffix,
  unit = 'millions',
  className = '',
}: {
  value: number;
  kind: TNumberInputKind;
  /** The unit money is typed in (kind `money`). */
  unit?: TReportUnit;
  onCommit: (value: number) => void;
  label: string;
  testId?: string;
  suffix?: string;
  className?: string;
}) {
  const [text, setText] = useState(() => toInputText(value, kind, unit));
  const [isInvalid, setIsInvalid] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (document.activeElement === ref.current) return;
    setText(toInputText(value, kind, unit));
    setIsInvalid(false);
  }, [value, kind, unit]);

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const next = event.target.value;
    setText(next);
    const parsed = fromInputText(next, kind, unit);
    setIsInvalid(parsed === null);
    if (parsed !== null && parsed !== value) onCommit(parsed);
  }

  function handleBlur(): void {
    if (fromInputText(text, kind, unit) === null) {
      setText(toInputText(value, kind, unit));
      setIsInvalid(false);
    }
  }

  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        value={text}
        onChange={handleChange}
        onBlur={handleBlur}
        data-testid={testId}
        className={`${WIDTHS[kind]} rounded border border-line-strong bg-surface px-2 py-1 text-right text-sm text-ink tabular-nums aria-invalid:border-danger`}
      />
      {suffix ? <span className="text-xs text-ink-muted">{suffix}</span> : null}
    </span>
  );
}
