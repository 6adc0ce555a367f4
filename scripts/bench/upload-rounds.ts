// The upload benches' measuring unit: a round is a plain stream copy of the file, then the
// app's upload of it, then the same upload to a bare Node server, one right after the other.
// Each upload is read against the copy just before it, and a run reports the median over its
// rounds. The disk of a shared machine does not keep one pace for a minute: single runs read
// the resumable upload at 33.6 to 86 % of a copy taken at the start of the run (2026-12-01,
// four runs in a row), with the bare server moving as much. A copy taken where the upload runs,
// after the same gigabyte of writes, and a median of rounds take most of that out.
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { rssGrowthOf } from './server-rss.js';

/** Rounds per upload kind (BENCH_UPLOAD_ROUNDS, 3 by default; 1 in the short bench). */
export const uploadRounds = (short = false) =>
  Math.max(1, Number(process.env.BENCH_UPLOAD_ROUNDS ?? (short ? 1 : 3)));

/** Flushes `file`'s bytes to the disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  await handle.sync().finally(() => handle.close());
}

/**
 * One plain stream copy of `from` (Node's default 64 KiB pieces), flushed (fsync) and removed.
 * `seconds`: without its flush, the figure every upload target is a share of (issue 30);
 * `durableSeconds`: to the end of its flush, the pace of this disk for bytes that must be on it
 * when the copy ends, as an answered upload's must.
 */
export async function streamCopy(from: string, to: string) {
  const start = performance.now();
  await pipeline(createReadStream(from), createWriteStream(to));
  const seconds = (performance.now() - start) / 1000;
  await syncFile(to);
  const durableSeconds = (performance.now() - start) / 1000;
  await rm(to);
  return { seconds, durableSeconds };
}

export interface UploadRound<T> {
  copySeconds: number;
  durableCopySeconds: number;
  /** The app's upload, first byte to answer. */
  seconds: number;
  /** The same upload to the bare server. */
  bareSeconds: number;
  /** The server's peak RSS growth during the app's upload, and its RSS before it. */
  rssGrowth: number;
  rssBefore: number;
  hwmReset: boolean;
  /** What the app's upload answered. */
  result: T;
}

/**
 * One round: the copy, the app's upload on the server `pid` (its RSS watched), `settle` (the
 * server measures the sound on a worker after answering: waited for, so the next measure has
 * the machine's two cores to itself), then the bare server's upload.
 */
export async function uploadRound<T extends { totalSeconds: number }>(options: {
  file: string;
  copyTo: string;
  pid: number;
  upload: () => Promise<T>;
  settle: (result: T) => Promise<unknown>;
  bare: () => Promise<number>;
}): Promise<UploadRound<T>> {
  const copy = await streamCopy(options.file, options.copyTo);
  let result: T | undefined;
  const { growth, before, hwmReset } = await rssGrowthOf(options.pid, async () => {
    result = await options.upload();
  });
  if (!result) throw new Error('The upload did not run');
  await options.settle(result);
  return {
    copySeconds: copy.seconds,
    durableCopySeconds: copy.durableSeconds,
    seconds: result.totalSeconds,
    bareSeconds: await options.bare(),
    rssGrowth: growth,
    rssBefore: before,
    hwmReset,
    result,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Of several measures of one figure, the one furthest from what it should be. */
export const furthestFrom = (values: number[], expected: number) =>
  values.reduce((worst, value) =>
    Math.abs(value - expected) > Math.abs(worst - expected) ? value : worst,
  );

/** A share as the table writes it: "61.2 %". */
export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The medians a table row reports of a kind's rounds; `bytes` is the file's size. */
export function roundFigures<T>(rounds: Array<UploadRound<T>>, bytes: number) {
  const rate = (seconds: number) => bytes / 1024 / 1024 / seconds;
  // A share is an upload's speed over its own round's copy: the copy's seconds over its own.
  const shares = rounds.map((round) => round.copySeconds / round.seconds);
  return {
    rate: median(rounds.map((round) => rate(round.seconds))),
    bareRate: median(rounds.map((round) => rate(round.bareSeconds))),
    copyRate: median(rounds.map((round) => rate(round.copySeconds))),
    durableCopyRate: median(rounds.map((round) => rate(round.durableCopySeconds))),
    share: median(shares),
    durableShare: median(rounds.map((round) => round.durableCopySeconds / round.seconds)),
    bareShare: median(rounds.map((round) => round.copySeconds / round.bareSeconds)),
    ofBare: median(rounds.map((round) => round.bareSeconds / round.seconds)),
    /** Each round's share, in order: "61.2, 58.0, 70.3 %". */
    eachShare: `${shares.map((share) => (share * 100).toFixed(1)).join(', ')} %`,
    /** The round whose upload grew the server's RSS the most. */
    largestGrowth: rounds.reduce((largest, round) =>
      round.rssGrowth > largest.rssGrowth ? round : largest,
    ),
  };
}
