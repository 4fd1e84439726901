import { type ChangeEvent, useId, useState } from 'react';

/**
 * An on/off setting: a checkbox drawn as a switch, its label and an optional hint. Keeps its own
 * state unless `checked` is given; `name` is the wire path the form sends it under.
 */
export function SwitchField({
  name,
  label,
  hint,
  defaultChecked,
  checked,
  onChange,
  isDisabled = false,
  testId,
}: {
  name?: string;
  label: string;
  hint?: string;
  defaultChecked?: boolean;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  isDisabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  const [ownChecked, setOwnChecked] = useState(defaultChecked ?? false);
  const isChecked = checked ?? ownChecked;

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    setOwnChecked(event.target.checked);
    onChange?.(event.target.checked);
  }

  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        checked={isChecked}
        aria-checked={isChecked}
        onChange={handleChange}
        disabled={isDisabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={testId}
        className="peer mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-line-strong transition-colors before:block before:size-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-surface before:shadow-sm before:transition-transform checked:bg-accent checked:before:translate-x-4.5 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
