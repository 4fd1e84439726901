/** Sizes of a knowledge base's picture. */
const SIZES = { small: 'size-10 text-base', large: 'size-14 text-xl' } as const;

/**
 * A knowledge base's picture, or its initial on a tinted square when it has none. The picture is a
 * `data:` URL the contract has checked (an image type, at most 256 kB), so it loads nothing.
 */
export function KbAvatar({
  name,
  avatar,
  size = 'small',
}: {
  name: string;
  avatar: string | null;
  size?: keyof typeof SIZES;
}) {
  if (avatar?.startsWith('data:image/')) {
    return <img src={avatar} alt="" className={`${SIZES[size]} shrink-0 rounded-lg object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-lg bg-accent-soft font-semibold text-accent`}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? ''}
    </span>
  );
}
