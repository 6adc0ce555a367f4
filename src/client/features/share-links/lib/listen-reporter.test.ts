import { describe, expect, it } from 'vitest';
import { LISTEN_RANGES_MAX, type ListenReport } from '../../../../shared/schemas/share-links';
import { ListenReporter, type PlayerSample } from './listen-reporter';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

function setUp() {
  const sent: { report: ListenReport; how: string }[] = [];
  let n = 0;
  const reporter = new ListenReporter(
    (report, how) => sent.push({ report, how }),
    () => `listen-${++n}`,
  );
  const at = (sample: Partial<PlayerSample>) =>
    reporter.sample({
      audioId: A,
      duration: 180,
      time: 0,
      playing: true,
      ended: false,
      ...sample,
    });
  const playFor = (from: number, to: number, audioId = A) => {
    for (let t = from; t <= to + 1e-9; t += 0.25) at({ time: t, audioId });
  };
  return { reporter, sent, at, playFor };
}

describe('ListenReporter', () => {
  it('starts no listen until something plays', () => {
    const { reporter, sent, at } = setUp();
    at({ playing: false });
    reporter.flush();
    expect(reporter.listenId).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends what was heard under one listen id, and ends it when the page goes', () => {
    const { reporter, sent, playFor } = setUp();
    playFor(0, 5);
    reporter.flush();
    playFor(40, 43);
    reporter.end('beacon');
    expect(sent).toEqual([
      { how: 'request', report: { listenId: 'listen-1', audioId: A, ranges: [[0, 5]] } },
      {
        how: 'beacon',
        report: { listenId: 'listen-1', audioId: A, ranges: [[40, 43]], ended: true },
      },
    ]);
    expect(reporter.listenId).toBeNull();
  });

  it('a flush with nothing new heard sends nothing', () => {
    const { reporter, sent, playFor } = setUp();
    playFor(0, 2);
    reporter.flush();
    reporter.flush();
    expect(sent).toHaveLength(1);
  });

  it('another version ends the listen and the next play is a new one', () => {
    const { sent, playFor } = setUp();
    playFor(0, 3);
    playFor(0, 2, B);
    expect(sent).toEqual([
      {
        how: 'request',
        report: { listenId: 'listen-1', audioId: A, ranges: [[0, 3]], ended: true },
      },
    ]);
  });

  it('the song ending ends the listen; playing it again is a fresh listen', () => {
    const { reporter, sent, at, playFor } = setUp();
    playFor(177, 179.6);
    at({ time: 180, playing: false, ended: true });
    expect(sent.at(-1)?.report).toEqual({
      listenId: 'listen-1',
      audioId: A,
      ranges: [[177, 180]],
      ended: true,
    });
    playFor(0, 1);
    expect(reporter.listenId).toBe('listen-2');
  });

  it('a pause keeps the listen; heard stretches after a seek are their own spans', () => {
    const { reporter, sent, at, playFor } = setUp();
    playFor(0, 5);
    at({ time: 5, playing: false });
    playFor(90, 95);
    reporter.flush();
    expect(sent[0]!.report.ranges).toEqual([
      [0, 5],
      [90, 95],
    ]);
    expect(sent[0]!.report.listenId).toBe('listen-1');
  });

  it('splits a listen with more spans than one report takes over several reports', () => {
    const { reporter, sent, playFor } = setUp();
    for (let i = 0; i < LISTEN_RANGES_MAX + 10; i++) playFor(i * 3, i * 3 + 1);
    reporter.end('request');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.report.ranges).toHaveLength(LISTEN_RANGES_MAX);
    expect(sent[0]!.report.ended).toBeUndefined();
    expect(sent[1]!.report.ranges).toHaveLength(10);
    expect(sent[1]!.report.ended).toBe(true);
  });
});
