import { LYRICS_INIT_GUARD_MS, STUDIO_LYRICS_AUTOSAVE_MS } from '../../../../../shared/constants';
import { UNTITLED_SONG } from '../../../../../shared/schemas/lyrics';

// The studio panel saves 1 s after the last change and never within 500 ms of loading.
export const STUDIO_AUTOSAVE_MS = STUDIO_LYRICS_AUTOSAVE_MS;
export const STUDIO_INIT_GUARD_MS = LYRICS_INIT_GUARD_MS;

/** The title and text as the person sees them in the studio editor. */
export interface StudioLyricsDraft {
  title: string;
  text: string;
}

/**
 * What a save would send for a draft (spec part 2 §5): nothing when title and text are both
 * blank; a blank title becomes "Untitled Song". The server refuses blank content, so a title
 * alone waits for words ('needs-text') instead of failing.
 */
export type PreparedLyricsSave =
  { kind: 'blank' } | { kind: 'needs-text' } | { kind: 'save'; title: string; content: string };

export function prepareLyricsSave({ title, text }: StudioLyricsDraft): PreparedLyricsSave {
  const hasTitle = title.trim().length > 0;
  const hasText = text.trim().length > 0;
  if (!hasTitle && !hasText) return { kind: 'blank' };
  if (!hasText) return { kind: 'needs-text' };
  return { kind: 'save', title: hasTitle ? title.trim() : UNTITLED_SONG, content: text };
}
