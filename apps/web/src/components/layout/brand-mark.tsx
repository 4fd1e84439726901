/** The product mark: a rising line in a rounded square. Decorative; the name is written next to it. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
      <rect width="32" height="32" rx="7" className="fill-accent" />
      <path
        d="M7 22l6-7 5 4 7-9"
        fill="none"
        className="stroke-accent-ink"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
