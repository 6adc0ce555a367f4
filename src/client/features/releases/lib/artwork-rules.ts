import { RELEASE_ARTWORK } from '../../../../shared/schemas/releases';

/** The image types distributors take (the server decides by the bytes; this is the first say). */
export const ARTWORK_TYPES = ['image/jpeg', 'image/png'] as const;

export type ArtworkProblem = 'type' | 'tooBig' | 'size';

/** Why a chosen file cannot be the artwork before it is sent, or null. */
export function artworkFileProblem(file: { type: string; size: number }): ArtworkProblem | null {
  if (!(ARTWORK_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > RELEASE_ARTWORK.maxBytes) return 'tooBig';
  return null;
}

/** Square, RELEASE_ARTWORK.minPixels to maxPixels a side; else 'size'. */
export function artworkSizeProblem(width: number, height: number): ArtworkProblem | null {
  const fits = (side: number) =>
    side >= RELEASE_ARTWORK.minPixels && side <= RELEASE_ARTWORK.maxPixels;
  return width === height && fits(width) ? null : 'size';
}
