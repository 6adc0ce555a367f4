// Issue 13's "Prove it" rows: one person's library must not slow anybody else, measured as
// ratios within one run (the machine's speed cancels out), with two bystanders probing every
// load on connections of their own: GET /api/health and another signed-in user's
// GET /api/auth/user.
import type { TargetRow } from './audio-targets.js';
import type { LoadResult } from './load.js';
import type { ProbeResult } from './probe-process.js';

export const FAIRNESS_TARGETS = {
  /** The heavy user's first library page at 50 connections, against GET /api/auth/user. */
  libraryShareOfCheapest: 0.5,
  /** Another user's GET /api/auth/user p99 under the library load, against under its own. */
  bystanderP99Ratio: 1.5,
  /** The cheapest read at 50 connections: p99 over p50. */
  cheapestTailRatio: 3,
  healthP99Ms: 1000,
  loopP99Ms: 50,
};

export const HEALTH_PROBE = 'GET /api/health';
export const BYSTANDER_PROBE = "another user's GET /api/auth/user";

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
const times = (value: number) => `${value.toFixed(2)}×`;

const probeOf = (load: LoadResult, name: string): ProbeResult | undefined =>
  load.probes.find((probe) => probe.name === name);

/** The two loads the ratios compare, run back to back: the cheapest read and the library's. */
export interface FairnessPair {
  cheapest: LoadResult;
  libraryFirstPage: LoadResult;
}

/** The loads by role (names from index.ts), and the extra pairs the bystander ratio needs. */
export interface FairnessLoads extends FairnessPair {
  all: LoadResult[];
  repeats: FairnessPair[];
}

interface BystanderRatio {
  underLibrary: ProbeResult;
  underCheapest: ProbeResult;
  ratio: number;
}

/** The bystander's p99 under the library's load over its p99 under the cheapest read's. */
function bystanderRatio({ cheapest, libraryFirstPage }: FairnessPair): BystanderRatio | undefined {
  const underLibrary = probeOf(libraryFirstPage, BYSTANDER_PROBE);
  const underCheapest = probeOf(cheapest, BYSTANDER_PROBE);
  if (!underLibrary || !underCheapest) return undefined;
  return {
    underLibrary,
    underCheapest,
    ratio: underLibrary.p99Ms / Math.max(underCheapest.p99Ms, 1),
  };
}

/** The median pair's ratio (the middle one of an odd count), and every ratio in run order. */
export function medianBystanderRatio(
  pairs: FairnessPair[],
): { median: BystanderRatio; all: BystanderRatio[] } | undefined {
  const all = pairs.map(bystanderRatio).filter((ratio) => ratio !== undefined);
  if (all.length === 0) return undefined;
  const sorted = [...all].sort((a, b) => a.ratio - b.ratio);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, all };
}

export function fairnessRows({
  cheapest,
  libraryFirstPage,
  all,
  repeats,
}: FairnessLoads): TargetRow[] {
  const rows: TargetRow[] = [];
  const share = libraryFirstPage.reqPerSec / cheapest.reqPerSec;
  rows.push({
    measure: `${libraryFirstPage.name}: req/s against ${cheapest.name}`,
    value: `${libraryFirstPage.reqPerSec.toFixed(0)} / ${cheapest.reqPerSec.toFixed(0)} req/s = ${pct(share)}`,
    target: `≥ ${pct(FAIRNESS_TARGETS.libraryShareOfCheapest)}`,
    pass: share >= FAIRNESS_TARGETS.libraryShareOfCheapest,
    note: `both at ${cheapest.connections} connections in this run`,
  });

  const bystander = medianBystanderRatio([{ cheapest, libraryFirstPage }, ...repeats]);
  if (bystander) {
    const { underLibrary, underCheapest, ratio } = bystander.median;
    const pairs = bystander.all.length;
    rows.push({
      measure: `${BYSTANDER_PROBE} p99 while 50 connections load the library`,
      value: `${ms(underLibrary.p99Ms)} against ${ms(underCheapest.p99Ms)} under 50 × ${cheapest.name} = ${times(ratio)}`,
      target: `≤ ${times(FAIRNESS_TARGETS.bystanderP99Ratio)}`,
      pass: ratio <= FAIRNESS_TARGETS.bystanderP99Ratio,
      note:
        (pairs > 1
          ? `median of ${pairs} pairs run in turn (${bystander.all.map((each) => times(each.ratio)).join(', ')}); `
          : '') +
        `1 connection each; p50 ${ms(underLibrary.p50Ms)} and ${ms(underCheapest.p50Ms)}; the ratio's floor is 1 ms`,
    });
  }

  const tail = cheapest.p99Ms / Math.max(cheapest.p50Ms, 1);
  rows.push({
    measure: `${cheapest.name} at ${cheapest.connections} connections: p99 / p50`,
    value: `${ms(cheapest.p99Ms)} / ${ms(cheapest.p50Ms)} = ${times(tail)}`,
    target: `≤ ${times(FAIRNESS_TARGETS.cheapestTailRatio)}`,
    pass: tail <= FAIRNESS_TARGETS.cheapestTailRatio,
    note: 'requests are served in arrival order: none waits much longer than the others',
  });

  const healthLoads = all.filter((load) => probeOf(load, HEALTH_PROBE));
  const worstHealth = healthLoads.reduce<LoadResult | undefined>(
    (a, b) => (a && probeOf(a, HEALTH_PROBE)!.p99Ms >= probeOf(b, HEALTH_PROBE)!.p99Ms ? a : b),
    undefined,
  );
  if (worstHealth) {
    const health = probeOf(worstHealth, HEALTH_PROBE)!;
    rows.push({
      measure: `${HEALTH_PROBE} p99 under every load (worst of ${healthLoads.length})`,
      value: ms(health.p99Ms),
      target: `< ${ms(FAIRNESS_TARGETS.healthP99Ms)}`,
      pass: health.p99Ms < FAIRNESS_TARGETS.healthP99Ms && health.errors === 0,
      note: `during ${worstHealth.name}; p50 ${ms(health.p50Ms)}, max ${ms(health.maxMs)}${health.errors ? `, ${health.errors} failed` : ''}`,
    });
  }

  const loaded = all.filter((load) => load.kind !== 'ceiling');
  const worstLoop = loaded.reduce<LoadResult | undefined>(
    (a, b) => (a && a.loop.p99Ms >= b.loop.p99Ms ? a : b),
    undefined,
  );
  if (worstLoop) {
    rows.push({
      measure: `event-loop delay p99 under every load (worst of ${loaded.length})`,
      value: ms(worstLoop.loop.p99Ms),
      target: `< ${ms(FAIRNESS_TARGETS.loopP99Ms)}`,
      pass: worstLoop.loop.p99Ms < FAIRNESS_TARGETS.loopP99Ms,
      note: `${worstLoop.name}; max ${ms(worstLoop.loop.maxMs)}; monitorEventLoopDelay in the server process`,
    });
  }
  return rows;
}
