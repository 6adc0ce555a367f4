import { UNTITLED_SONG } from '../../../../shared/schemas/lyrics';
import { lyricsToPlainText } from './lyrics-text';

// The project tab saves 800 ms after a change, the player's panel 1 s after, and neither in the
// 500 ms after loading (the editor settling is not an edit): part 2 §4, in src/shared/constants.ts.
export {
  LYRICS_AUTOSAVE_MS,
  LYRICS_INIT_GUARD_MS,
  STUDIO_LYRICS_AUTOSAVE_MS,
} from '../../../../shared/constants';

/** What blocks a save: lyrics need a title and some text (spec part 2 §5). */
export type MissingLyricsPart = 'title' | 'content' | 'both';

/** Whether the editor's HTML shows any text (an empty paragraph or spaces alone do not). */
export function lyricsHaveText(html: string): boolean {
  return (
    lyricsToPlainText(html)
      .replace(/\u00a0/g, ' ')
      .trim().length > 0
  );
}

/** Which required part is blank after trimming, or null when the lyrics can be saved. */
export function missingLyricsPart(title: string, html: string): MissingLyricsPart | null {
  const noTitle = title.trim().length === 0;
  const noText = !lyricsHaveText(html);
  if (noTitle && noText) return 'both';
  if (noTitle) return 'title';
  return noText ? 'content' : null;
}

/**
 * The title a save sends. The player's panel saves a blank title as "Untitled Song" (spec part 2
 * §5); the project tab asks for one instead (`untitledWhenBlank` false), so the title is kept.
 */
export function titleToSave(title: string, untitledWhenBlank: boolean): string {
  return untitledWhenBlank && title.trim().length === 0 ? UNTITLED_SONG : title;
}
