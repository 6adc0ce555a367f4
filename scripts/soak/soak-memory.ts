// The server's memory over the soak's load (issue "Runs light": no growth over a soak): its
// PSS summed over its process tree, read once the server has been quiet long enough to
// collect its garbage and end idle threads (shortened for the soak), before the load and after.
import { setTimeout as sleep } from 'node:timers/promises';
import { appProcesses, pssSum } from '../bench/process-tree.js';

/**
 * The soak's server collects, and ends its idle analysis and rhyme threads, after 5 s of quiet
 * instead of production's 30 and 60 s.
 */
export const SOAK_QUIET_ENV = {
  QUIET_GC_SECONDS: '5',
  ANALYSIS_IDLE_SECONDS: '5',
  RHYMES_IDLE_SECONDS: '5',
};
/** Waited before each reading: the quiet time, then room for the collection's look. */
const SETTLE_MS = 9_000;

/** Waits until the server has collected, then reads its PSS in bytes. */
export async function settledPss(pid: number): Promise<number> {
  await sleep(SETTLE_MS);
  return pssSum(await appProcesses(pid));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "server PSS 80.1 MB before the load, 84.0 MB after it (1.05×; ≤ 1.2× expected)". */
export function memoryNote(before: number, after: number): string {
  const ratio = after / before;
  const verdict = ratio <= 1.2 ? '≤ 1.2× expected' : 'MORE than the 1.2× expected';
  return `server PSS ${mb(before)} before the load, ${mb(after)} after it and a quiet wait (${ratio.toFixed(2)}×; ${verdict})`;
}
