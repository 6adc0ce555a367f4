import { Disc3 } from 'lucide-react';
import type { ReleaseArtwork } from '../../../../shared/schemas/releases';

const SIZES = { sm: 'h-14 w-14', lg: 'h-40 w-40 sm:h-48 sm:w-48' } as const;

/**
 * A release's artwork (the small rendition in lists, the full one in the editor), or a disc
 * where there is none yet. Decoration: the release's title beside it names it.
 */
export function ReleaseArtworkImage({
  artwork,
  size = 'sm',
}: {
  artwork: ReleaseArtwork | null;
  size?: keyof typeof SIZES;
}) {
  const frame = `${SIZES[size]} shrink-0 overflow-hidden rounded-lg bg-zinc-800`;
  if (!artwork) {
    return (
      <span className={`${frame} flex items-center justify-center text-zinc-500`} aria-hidden>
        <Disc3 className={size === 'sm' ? 'h-6 w-6' : 'h-12 w-12'} />
      </span>
    );
  }
  return (
    <img
      src={size === 'sm' ? artwork.thumbnailUrl : artwork.url}
      alt=""
      className={`${frame} object-cover`}
      loading="lazy"
    />
  );
}
