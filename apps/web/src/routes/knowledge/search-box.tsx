import { type ChangeEvent, useId } from 'react';

/** Typing in a search box asks the server once the user pauses this long (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search field of a list (knowledge bases, documents, chunks): labelled for screen readers, bounded. */
export function SearchBox({
  value,
  onChange,
  label,
  maxLength,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  maxLength: number;
  testId: string;
}) {
  const id = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    onChange(event.target.value);
  }

  return (
    <div className="flex min-w-48 flex-1 sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={handleChange}
        placeholder={label}
        maxLength={maxLength}
        data-testid={testId}
        className="w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted/70"
      />
    </div>
  );
}
