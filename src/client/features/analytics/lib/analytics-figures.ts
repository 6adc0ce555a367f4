import type { AnalyticsAnswer, PlaySource } from '../../../../shared/schemas/analytics';

/** How the page writes its figures in the reader's language. */
export interface FigureFormat {
  count: (value: number) => string;
  /** A share 0–1 as a percentage; null (no play reported it) as the `noShare` words. */
  share: (value: number | null) => string;
  /** A YYYY-MM-DD day, as a calendar day (never shifted by the browser's zone). */
  day: (date: string) => string;
  /** A short day for the chart's axis. */
  shortDay: (date: string) => string;
  /** Seconds heard as hours or minutes. */
  duration: (seconds: number) => string;
  source: (source: PlaySource) => string;
}

export function figureFormat(
  locale: string,
  words: { noShare: string; source: (source: PlaySource) => string },
): FigureFormat {
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const hours = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    maximumFractionDigits: 1,
  });
  const minutes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    maximumFractionDigits: 0,
  });
  const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    count: (value) => count.format(value),
    share: (value) => (value === null ? words.noShare : percent.format(value)),
    day: (date) => day.format(asDate(date)),
    shortDay: (date) => shortDay.format(asDate(date)),
    duration: (seconds) =>
      seconds >= 3600 ? hours.format(seconds / 3600) : minutes.format(seconds / 60),
    source: words.source,
  };
}

/** One row of a figures table: the cell naming it, then its figures. */
export interface FiguresRow {
  key: string;
  header: string;
  cells: string[];
}

/** Plays and listens per day: every day of the period, zeros included. */
export const dayRows = (answer: AnalyticsAnswer, f: FigureFormat): FiguresRow[] =>
  answer.byDay.map((day) => ({
    key: day.date,
    header: f.day(day.date),
    cells: [f.count(day.plays), f.count(day.listens)],
  }));

/** The top songs by plays, each with the share of its plays that reached the end. */
export const songRows = (answer: AnalyticsAnswer, f: FigureFormat): FiguresRow[] =>
  answer.bySong.map((song) => ({
    key: song.audioId,
    header: song.title,
    cells: [f.count(song.plays), f.share(song.completion)],
  }));

/** Plays per source, by the source's name in the reader's language. */
export const sourceRows = (answer: AnalyticsAnswer, f: FigureFormat): FiguresRow[] =>
  answer.bySource.map((entry) => ({
    key: entry.source,
    header: f.source(entry.source),
    cells: [f.count(entry.plays)],
  }));

/** The share-link recipients who listened most. */
export const listenerRows = (answer: AnalyticsAnswer, f: FigureFormat): FiguresRow[] =>
  answer.topListeners.map((listener) => ({
    key: listener.shareLinkId,
    header: listener.recipientName,
    cells: [f.count(listener.listens)],
  }));

/** Whether the period has anything to show at all (else the page says so once). */
export const hasListening = (answer: AnalyticsAnswer): boolean =>
  answer.totals.plays > 0 || answer.totals.listens > 0;

/** Each source's plays as a share of the largest, for the bars (0–1; all 0 when none). */
export function sourceBarShares(answer: AnalyticsAnswer): Map<PlaySource, number> {
  const most = Math.max(0, ...answer.bySource.map((entry) => entry.plays));
  return new Map(
    answer.bySource.map((entry) => [entry.source, most > 0 ? entry.plays / most : 0] as const),
  );
}
