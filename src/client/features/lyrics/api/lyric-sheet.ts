import type { Language } from '../../../../shared/constants';
import { apiFetch } from '../../../lib/api-client';

export type LyricSheetFormat = 'txt' | 'pdf';

/** The print-ready page of a lyric sheet (HTML the server renders; opened in a new tab). */
export const lyricSheetUrl = (lyricsId: string, lang: Language) =>
  `/api/lyrics/${lyricsId}/sheet?lang=${lang}`;

/** The .txt or server-made .pdf of a lyric sheet. */
export const lyricSheetFileUrl = (lyricsId: string, format: LyricSheetFormat, lang: Language) =>
  `/api/lyrics/${lyricsId}/sheet.${format}?lang=${lang}`;

/**
 * Downloads a lyric sheet as a file named after the lyrics. Fetched rather than linked, so a
 * refusal (a PDF of right-to-left lyrics) is shown as a message in the page instead of a JSON
 * tab; throws the ApiError for the caller to show.
 */
export async function downloadLyricSheet(
  lyricsId: string,
  format: LyricSheetFormat,
  lang: Language,
  title: string,
): Promise<void> {
  const response = await apiFetch('GET', lyricSheetFileUrl(lyricsId, format, lang));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Lyrics'}.${format}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; revoking later frees it without racing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
