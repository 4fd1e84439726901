import { type ChangeEvent, useEffect, useRef, useState } from 'react';

/** How an input shows its number: a rate as a percentage, money in millions, or as is. */
export type TNumberInputKind = 'percent' | 'millions' | 'days' | 'number';

const SCALE: Record<TNumberInputKind, number> = { percent: 100, millions: 1e-6, days: 1, number: 1 };
const DECIMALS: Record<TNumberInputKind, number> = { percent: 2, millions: 1, days: 1, number: 4 };
const WIDTHS: Record<TNumberInputKind, string> = { percent: 'w-20', millions: 'w-32', days: 'w-20', number: 'w-20' };

/** The text an input starts with: a fixed number of decimals, trailing zeros dropped. */
export function toInputText(value: number, kind: TNumberInputKind): string {
  if (!Number.isFinite(value)) return '';
  const fixed = (value * SCALE[kind]).toFixed(DECIMALS[kind]);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** What the user typed, as the model's number (a percentage back to a decimal), or null if not a number. */
export function fromInputText(text: string, kind: TNumberInputKind): number | null {
  const normalized = text.replace(/\s/g, '').replace(',', '.').replace(/%$/, '');
  if (normalized === '' || normalized === '-' || normalized === '.') return null;
  const parsed = Number(normalized);
  return Number.isFinite(parsed) ? parsed / SCALE[kind] : null;
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
  className = '',
}: {
  value: number;
  kind: TNumberInputKind;
  onCommit: (value: number) => void;
  label: string;
  testId?: string;
  suffix?: string;
  className?: string;
}) {
  const [text, setText] = useState(() => toInputText(value, kind));
  const [isInvalid, setIsInvalid] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (document.activeElement === ref.current) return;
    setText(toInputText(value, kind));
    setIsInvalid(false);
  }, [value, kind]);

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const next = event.target.value;
    setText(next);
    const parsed = fromInputText(next, kind);
    setIsInvalid(parsed === null);
    if (parsed !== null && parsed !== value) onCommit(parsed);
  }

  function handleBlur(): void {
    if (fromInputText(text, kind) === null) {
      setText(toInputText(value, kind));
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
