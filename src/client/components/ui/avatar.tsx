const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', xl: 'h-24 w-24 text-3xl' } as const;

// The brand gradient for a person's own picture slot; tints for the people of a project (the
// owner amber, a member brand, someone invited or listed in passing grey).
const TONES = {
  gradient: 'bg-gradient-to-br from-brand-500 to-fuchsia-600 text-white',
  brand: 'bg-brand-600/20 text-brand-50',
  amber: 'bg-amber-500/15 text-amber-200',
  grey: 'bg-zinc-800 text-zinc-200',
} as const;

/** Up to two capitals of a name ("Ada Lovelace" → "AL"), or '' for a blank name. */
export function initialsOf(name: string, letters = 2): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, letters)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

interface AvatarProps {
  name: string;
  /** The person's picture; without one, their initials are drawn on the tone. */
  imageUrl?: string | null;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  /** What stands in for the picture when it is not the name's two initials (e.g. one letter). */
  initials?: string;
}

/** A person's picture, or their initials on a tint (decorative: the name is beside it). */
export function Avatar({
  name,
  imageUrl = null,
  size = 'md',
  tone = 'gradient',
  initials,
}: AvatarProps) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (imageUrl) return <img src={imageUrl} alt="" className={`${box} object-cover`} />;
  return (
    <span
      aria-hidden
      className={`${box} flex items-center justify-center font-semibold ${TONES[tone]}`}
    >
      {(initials ?? initialsOf(name)) || '?'}
    </span>
  );
}
