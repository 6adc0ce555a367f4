// `npm run bench` options: command-line flags first, then BENCH_* environment variables.
import { parseArgs } from 'node:util';
import { isSeedSizeName, SEED_SIZES, type SeedSize } from '../seed/sizes.js';

export interface BenchOptions {
  short: boolean;
  size: SeedSize;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  uploadBytes: number;
  /** Seeded artists the mixed workload acts as. */
  mixedUsers: number;
  /** Also run the older per-feature sections (song list, dashboard, rhymes) after the table. */
  detail: boolean;
  out: string;
  lighthouse: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench -- [--short] [--size small|medium|large|xlarge] [--seconds N]
                        [--connections N] [--upload-mb N] [--detail] [--out FILE]
  --short        CI mode: small data set, 1 s per route, 32 MB upload (BENCH_SHORT=1)
  --size         data set (default large; small with --short)          (BENCH_SIZE)
  --seconds      load time per route (default 10; 1 with --short)      (BENCH_SECONDS)
  --connections  concurrent connections (default 50)                   (BENCH_CONNECTIONS)
  --upload-mb    upload and download file size (default 200)           (BENCH_UPLOAD_MB)
  --detail       also the per-feature sections (song list, dashboard, rhymes)
  --out          JSON results file (default bench-results.json)
  DATABASE_URL   bench on that PostgreSQL server instead of PGlite
  BENCH_DATABASE its database for the data set (default trackroom_bench_<size>)
  BENCH_DATA_DIR where the seeded data set is kept between runs
  BENCH_LIGHTHOUSE=1  also Lighthouse on the landing page and /home (Debian chromium)
  BENCH_MEMORY_WAIT          memory: seconds from the first health answer (and from the
                             load's end) to the reading (default 60; 3 with --short)
  BENCH_MEMORY_LOAD_SECONDS  memory: length of the mixed load (default 30; 5 with --short)
  BENCH_MEMORY_COMMAND       memory: how the app is started (default: node scripts/start.mjs)`;

/** A wrong flag or value; the message says which. */
export class BenchUsageError extends Error {}

const env = process.env;
const numberFrom = (...values: Array<string | undefined>) => {
  const value = values.find((v) => v !== undefined && v !== '');
  return value === undefined ? undefined : Number(value);
};

function parseArgsOrExplain(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        short: { type: 'boolean' },
        size: { type: 'string' },
        seconds: { type: 'string' },
        connections: { type: 'string' },
        'upload-mb': { type: 'string' },
        detail: { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new BenchUsageError(`${(error as Error).message}\n${BENCH_USAGE}`);
  }
}

export function readBenchOptions(argv = process.argv.slice(2)): BenchOptions | 'help' {
  const { values } = parseArgsOrExplain(argv);
  if (values.help) return 'help';
  const short = values.short ?? ['1', 'true'].includes(env.BENCH_SHORT ?? '');
  const sizeName = values.size ?? env.BENCH_SIZE ?? (short ? 'small' : 'large');
  if (!isSeedSizeName(sizeName))
    throw new BenchUsageError(`Unknown size "${sizeName}"\n${BENCH_USAGE}`);
  const seconds = numberFrom(values.seconds, env.BENCH_SECONDS) ?? (short ? 1 : 10);
  const connections = numberFrom(values.connections, env.BENCH_CONNECTIONS) ?? 50;
  const uploadMb = numberFrom(values['upload-mb'], env.BENCH_UPLOAD_MB) ?? (short ? 32 : 200);
  for (const [name, value] of Object.entries({ seconds, connections, uploadMb })) {
    if (!Number.isFinite(value) || value <= 0)
      throw new BenchUsageError(`--${name} must be a positive number`);
  }
  return {
    short,
    size: SEED_SIZES[sizeName],
    connections,
    seconds,
    warmupSeconds: short ? 0.5 : 2,
    uploadBytes: uploadMb * 1024 * 1024,
    mixedUsers: Math.min(connections, 50),
    detail: values.detail ?? false,
    out: values.out ?? 'bench-results.json',
    lighthouse: env.BENCH_LIGHTHOUSE === '1',
  };
}
