/** The looks a button (or a link styled as one) can take. */
export type TButtonVariant = 'primary' | 'secondary' | 'ghost';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<TButtonVariant, string> = {
  primary: 'bg-accent text-accent-ink hover:bg-accent-hover',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
};

/** Class names of a button, shared by `<button>` and `<Link>` so both look the same. */
export function buttonClass(variant: TButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

/** Class names of an inline text link. */
export const LINK_CLASS = 'font-medium text-accent underline-offset-4 hover:underline';
