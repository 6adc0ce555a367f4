// The route loads of one bench server: each load with the two bystanders beside it, and the
// extra back-to-back pairs of loads that the bystander ratio is the median of.
import type { BenchData } from './bench-data.js';
import type { BenchOptions } from './bench-options.js';
import type { BenchProcess } from './bench-process.js';
import { BYSTANDER_PROBE, HEALTH_PROBE, type FairnessPair } from './fairness.js';
import { runLoad, type LoadResult, type LoadSpec } from './load.js';
import { startProbeProcess, type ProbeSpec } from './probe-process.js';

const log = (line: string) => console.log(line);

/**
 * The bystanders of every load: a health check ten times a second, and another person reading
 * who they are twenty times a second (100 and 200 samples in a 10 s window).
 */
function probesOf(data: BenchData): ProbeSpec[] {
  const other = data.mixedUsers[0]!;
  return [
    { name: HEALTH_PROBE, path: '/api/health', perSecond: 10 },
    {
      name: BYSTANDER_PROBE,
      path: '/api/auth/user',
      headers: { cookie: other.cookie },
      perSecond: 20,
    },
  ];
}

/** Runs `specs` on `server` one after another, each with the bystanders beside it. */
export async function loadAll(
  server: BenchProcess,
  specs: LoadSpec[],
  data: BenchData,
  options: BenchOptions,
): Promise<LoadResult[]> {
  const loads: LoadResult[] = [];
  const probes = await startProbeProcess();
  try {
    for (const spec of specs) {
      const result = await runLoad(server, spec, options, {
        process: probes,
        probes: probesOf(data),
      });
      log(`  ${spec.name}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99Ms} ms`);
      loads.push(result);
    }
  } finally {
    await probes.stop();
  }
  return loads;
}

/**
 * `count` more pairs of the two loads the bystander ratio compares, each pair back to back.
 * The ratio is a p99 of ~200 probes, so its two slowest answers decide it; on two cores shared
 * by the server, the load generator and the probes, one pair moved between 0.5× and 3× across
 * runs of unchanged code. The median of three pairs is what the table reports (all three are
 * printed), so one scheduler hiccup neither passes nor fails the target on its own.
 */
export async function repeatFairnessPairs(
  server: BenchProcess,
  pair: { cheapest: LoadSpec; libraryFirstPage: LoadSpec },
  count: number,
  data: BenchData,
  options: BenchOptions,
): Promise<FairnessPair[]> {
  const pairs: FairnessPair[] = [];
  for (let index = 0; index < count; index++) {
    log(`  bystander pair ${index + 2} of ${count + 1}:`);
    const [cheapest, libraryFirstPage] = await loadAll(
      server,
      [pair.cheapest, pair.libraryFirstPage],
      data,
      options,
    );
    pairs.push({ cheapest: cheapest!, libraryFirstPage: libraryFirstPage! });
  }
  return pairs;
}
