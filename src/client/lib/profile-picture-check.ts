import { PROFILE_PICTURE_MAX_BYTES } from '../../shared/constants';

export type PictureProblem = 'invalid' | 'tooLarge';

/** Client-side check before uploading (part 1 §5); the server checks the bytes again. */
export function checkProfilePicture(file: { type: string; size: number }): PictureProblem | null {
  if (!file.type.startsWith('image/')) return 'invalid';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Upload progress as a whole percentage, 0 when the total is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
