import { describe, expect, it } from 'vitest';
import {
  BYSTANDER_PROBE,
  fairnessRows,
  medianBystanderRatio,
  type FairnessPair,
} from './fairness.js';
import type { LoadResult } from './load.js';

function load(name: string, bystanderP99Ms: number): LoadResult {
  return {
    name,
    kind: 'read',
    connections: 50,
    seconds: 10,
    requests: 1000,
    reqPerSec: 100,
    p50Ms: 100,
    p99Ms: 200,
    statuses: { '200': 1000 },
    errors: 0,
    backlogMs: 0,
    loop: { p50Ms: 10, p99Ms: 20, maxMs: 30, cpuPercent: 100, rssBytes: 1 },
    probes: [
      {
        name: BYSTANDER_PROBE,
        requests: 200,
        p50Ms: 5,
        p99Ms: bystanderP99Ms,
        maxMs: bystanderP99Ms,
        errors: 0,
      },
    ],
  };
}

const pair = (underCheapest: number, underLibrary: number): FairnessPair => ({
  cheapest: load('GET /api/auth/user', underCheapest),
  libraryFirstPage: load('GET /api/audio/all?limit=100', underLibrary),
});

describe('the bystander ratio', () => {
  it('is the median of the pairs, so one outlier pair decides nothing', () => {
    const result = medianBystanderRatio([pair(20, 60), pair(20, 22), pair(20, 24)]);
    expect(result?.median.ratio).toBeCloseTo(1.2);
    expect(result?.all.map((each) => each.ratio)).toEqual([3, 1.1, 1.2]);
  });

  it('fails the target when most pairs are over it', () => {
    const [first, ...repeats] = [pair(20, 40), pair(20, 20), pair(20, 50)];
    const rows = fairnessRows({
      ...first,
      all: [first.cheapest, first.libraryFirstPage],
      repeats,
    });
    const row = rows.find((each) => each.measure.startsWith(BYSTANDER_PROBE))!;
    expect(row.pass).toBe(false);
    expect(row.value).toContain('2.00×');
    expect(row.note).toContain('median of 3 pairs run in turn (2.00×, 1.00×, 2.50×)');
  });

  it('is the one pair when the bench measured one (the short run)', () => {
    const only = pair(10, 12);
    const rows = fairnessRows({
      ...only,
      all: [only.cheapest, only.libraryFirstPage],
      repeats: [],
    });
    const row = rows.find((each) => each.measure.startsWith(BYSTANDER_PROBE))!;
    expect(row.pass).toBe(true);
    expect(row.note).not.toContain('median');
  });
});
