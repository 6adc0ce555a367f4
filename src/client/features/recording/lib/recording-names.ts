const pad = (value: number) => String(value).padStart(2, '0');

/** Characters file systems refuse in names, replaced so a title always makes a valid name. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

function safeFileName(title: string): string {
  const printable = Array.from(title, (char) => (char.charCodeAt(0) < 32 ? '-' : char)).join('');
  return printable.replace(UNSAFE_IN_FILE_NAMES, '-').trim();
}

/** `{title or 'Recording'}-YYYY-MM-DD-HHmmss.wav` in local time (part 2 §4). */
export function recordingFileName(title: string | undefined, at: Date): string {
  const base = safeFileName(title ?? '') || 'Recording';
  const stamp =
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-` +
    `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${base}-${stamp}.wav`;
}

/** The date and time a recording's default title carries ("21/05/2025, 14:03" in English). */
export function recordingTitleDate(at: Date, language: string): string {
  const locale = language === 'en' || language.startsWith('en-') ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(at);
}
