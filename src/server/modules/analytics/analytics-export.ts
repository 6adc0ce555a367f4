import type { AnalyticsExportView, AnalyticsQuery } from '../../../shared/schemas/analytics.js';
import { csvCell, type CsvValue } from '../../../shared/csv.js';
import type { AnalyticsService } from './analytics.service.js';

const line = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** The header row of each view's CSV (documented column names, English: a file's columns). */
export const EXPORT_HEADERS: Record<AnalyticsExportView, readonly string[]> = {
  days: ['date', 'plays', 'listens'],
  songs: ['audio_id', 'title', 'plays', 'completion_percent'],
  sources: ['source', 'plays'],
  listeners: ['share_link_id', 'recipient', 'listens'],
};

/**
 * One view of the analytics as CSV lines, written as they are read: the songs view pages
 * through every song (analyticsService.songs), so no export holds all its rows at once.
 */
export async function* analyticsCsv(
  service: AnalyticsService,
  profileId: string,
  view: AnalyticsExportView,
  query: AnalyticsQuery,
): AsyncGenerator<string> {
  yield line(EXPORT_HEADERS[view]);
  if (view === 'songs') {
    for await (const page of service.songs(await service.periodOf(profileId, query))) {
      yield page
        .map((song) => line([song.audioId, song.title, song.plays, percent(song.completion)]))
        .join('');
    }
    return;
  }
  if (view === 'listeners') {
    for (const row of await service.listeners(await service.periodOf(profileId, query))) {
      yield line([row.shareLinkId, row.recipientName, row.listens]);
    }
    return;
  }
  const answer = await service.answer(profileId, query);
  if (view === 'days') {
    yield answer.byDay.map((day) => line([day.date, day.plays, day.listens])).join('');
  } else {
    yield answer.bySource.map((row) => line([row.source, row.plays])).join('');
  }
}
