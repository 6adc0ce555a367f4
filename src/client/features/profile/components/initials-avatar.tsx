const SIZES = { md: 'h-10 w-10 text-sm', xl: 'h-24 w-24 text-3xl' } as const;

/** A person's picture, or their initials on the brand colour (decorative: the name is beside it). */
export function InitialsAvatar({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof SIZES;
}) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (imageUrl) return <img src={imageUrl} alt="" className={`${box} object-cover`} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={`${box} flex items-center justify-center bg-gradient-to-br from-brand-500 to-fuchsia-600 font-semibold text-white`}
    >
      {initials || '?'}
    </span>
  );
}
