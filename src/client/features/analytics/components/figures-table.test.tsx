import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '../../../../shared/schemas/analytics';
import {
  dayRows,
  figureFormat,
  hasListening,
  listenerRows,
  songRows,
  sourceBarShares,
  sourceRows,
} from '../lib/analytics-figures';
import { FiguresTable } from './figures-table';

const answer: AnalyticsAnswer = {
  from: '2025-12-30',
  to: '2026-01-01',
  tz: 'Europe/Lisbon',
  totals: { plays: 1234, listens: 5, listeners: 3, completion: 0.5, secondsHeard: 5400 },
  byDay: [
    { date: '2025-12-30', plays: 1200, listens: 0 },
    { date: '2025-12-31', plays: 0, listens: 0 },
    { date: '2026-01-01', plays: 34, listens: 5 },
  ],
  bySong: [
    { audioId: 'a1', title: 'Night <Drive>', plays: 1000, completion: 0.875 },
    { audioId: 'a2', title: 'Unreported', plays: 234, completion: null },
  ],
  bySource: [
    { source: 'own', plays: 1000 },
    { source: 'collaborator', plays: 0 },
    { source: 'publicPlaylist', plays: 234 },
    { source: 'shareLink', plays: 0 },
    { source: 'releasePage', plays: 0 },
    { source: 'artistPage', plays: 0 },
  ],
  topListeners: [{ shareLinkId: 's1', recipientName: 'Label A&R', listens: 5 }],
};

const names: Record<string, string> = { own: 'Your own plays', publicPlaylist: 'Public playlists' };
const f = figureFormat('en-US', {
  noShare: 'Not reported',
  source: (source) => names[source] ?? source,
});

describe('the analytics tables', () => {
  it('lists every day of the period, zeros included, as calendar days', () => {
    expect(dayRows(answer, f)).toEqual([
      { key: '2025-12-30', header: 'Dec 30, 2025', cells: ['1,200', '0'] },
      { key: '2025-12-31', header: 'Dec 31, 2025', cells: ['0', '0'] },
      { key: '2026-01-01', header: 'Jan 1, 2026', cells: ['34', '5'] },
    ]);
  });

  it('gives each song its plays and completion, saying when none was reported', () => {
    expect(songRows(answer, f).map((row) => row.cells)).toEqual([
      ['1,000', '88%'],
      ['234', 'Not reported'],
    ]);
  });

  it('names the sources in the reader’s words and the listeners by recipient', () => {
    expect(
      sourceRows(answer, f)
        .slice(0, 3)
        .map((row) => row.header),
    ).toEqual(['Your own plays', 'collaborator', 'Public playlists']);
    expect(listenerRows(answer, f)).toEqual([{ key: 's1', header: 'Label A&R', cells: ['5'] }]);
    expect(sourceBarShares(answer).get('publicPlaylist')).toBeCloseTo(0.234);
  });

  it('renders a captioned table, a row header per row, text escaped', () => {
    const html = renderToStaticMarkup(
      <FiguresTable
        caption="Top songs"
        columns={['Song', 'Plays', 'Completion']}
        rows={songRows(answer, f)}
      />,
    );
    expect(html).toContain('<caption class="sr-only">Top songs</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    expect(html).toContain('Night &lt;Drive&gt;');
    expect(html).toContain('>88%</td>');
  });

  it('writes time heard in hours, or minutes under an hour', () => {
    expect(f.duration(answer.totals.secondsHeard)).toBe('1.5 hr');
    expect(f.duration(600)).toBe('10 min');
  });

  it('knows a period with no listening', () => {
    expect(hasListening(answer)).toBe(true);
    expect(hasListening({ ...answer, totals: { ...answer.totals, plays: 0, listens: 0 } })).toBe(
      false,
    );
  });
});
