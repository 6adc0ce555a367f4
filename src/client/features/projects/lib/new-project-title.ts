/**
 * The date in a new project's title ("New Song 21/05/2025"): short numeric day/month/year in the
 * user's language, English written the British way (part 2 §9: dates in en-GB short form).
 */
export function projectTitleDate(date: Date, language: string): string {
  const locale = language === 'en' || language.startsWith('en-') ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
