import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A text input that commits once, on Enter or when it loses focus, and only a changed, valid value
 * (each commit is a request). Escape puts back the saved value. A value changed elsewhere (the
 * server's answer) replaces the text unless the user is typing in it.
 */
export function CommitInput<T>({
  value,
  toText,
  parse,
  onCommit,
  label,
  invalidMessage,
  isDisabled = false,
  className = '',
  testId,
  inputMode,
}: {
  value: T;
  toText: (value: T) => string;
  /** The value of a text, or null when it is not valid. */
  parse: (text: string) => T | null;
  onCommit: (value: T) => void;
  label: string;
  invalidMessage: string;
  isDisabled?: boolean;
  className?: string;
  testId?: string;
  inputMode?: 'decimal' | 'text';
}) {
  const [text, setText] = useState(() => toText(value));
  const [isInvalid, setIsInvalid] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const saved = toText(value);

  useEffect(() => {
    if (document.activeElement === ref.current) return;
    setText(saved);
    setIsInvalid(false);
  }, [saved]);

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    setText(event.target.value);
    setIsInvalid(false);
  }

  function commit(): void {
    if (text === saved) return;
    const parsed = parse(text);
    if (parsed === null) {
      setIsInvalid(true);
      return;
    }
    if (toText(parsed) !== saved) onCommit(parsed);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setText(saved);
      setIsInvalid(false);
    }
  }

  return (
    <input
      ref={ref}
      type="text"
      inputMode={inputMode}
      value={text}
      onChange={handleChange}
      onBlur={commit}
      onKeyDown={handleKeyDown}
      disabled={isDisabled}
      aria-label={label}
      aria-invalid={isInvalid || undefined}
      title={isInvalid ? invalidMessage : undefined}
      data-testid={testId}
      className={`rounded border border-line-strong bg-surface px-2 py-1 text-sm text-ink aria-invalid:border-danger disabled:opacity-60 ${className}`}
    />
  );
}
