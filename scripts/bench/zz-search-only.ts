// Temporary (not committed): seed or reuse the bench data set and run the search bench only.
import { prepareBenchData } from './bench-data.js';
import { startBenchProcess } from './bench-process.js';
import { benchSearch } from './search.js';
import { printTargets } from './audio-targets.js';
import { SEED_SIZES } from '../seed/sizes.js';
const size = SEED_SIZES[(process.argv[2] ?? 'large') as 'large'];
const data = await prepareBenchData(size, 4, (l) => console.log(l));
const server = await startBenchProcess(data.env);
try {
  const rows = await benchSearch(server.base, data.heavy.cookie, { seconds: 5, warmupSeconds: 1 });
  printTargets(`search, ${data.kind}, ${size.name}`, rows);
} finally {
  await server.stop();
}
