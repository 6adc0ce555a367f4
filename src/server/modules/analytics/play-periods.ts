/*
 * How a period of the person's days is read from the roll-ups (issue 28 item 5; migration 0039).
 * The period is the instants [start, end): whole UTC days inside it come from blocks of days,
 * the partial UTC days at its edges (a zone's offset) from the raw plays, at most about a day's
 * plays at each end. Pure arithmetic on seconds since 1970: no zone involved.
 */

const DAY_SECONDS = 86_400;
/** The sizes of plays_song_blocks' blocks, in days, each a multiple of the one before. */
export const BLOCK_DAYS = [1, 4, 16, 64, 256] as const;

/** Blocks of one size: `days`-day blocks numbered `fromBlock` up to but not `toBlock`. */
export interface BlockRun {
  days: number;
  fromBlock: number;
  toBlock: number;
}

/** A range of instants read from the raw plays, in seconds since 1970, end excluded. */
export interface RawRange {
  from: number;
  to: number;
}

export interface PeriodPieces {
  /** The whole UTC days inside the period as day numbers since 1970-01-01, end excluded. */
  days: { from: number; to: number } | null;
  /** Those days as runs of blocks, largest blocks in the middle: at most 3 blocks a size a side. */
  blocks: BlockRun[];
  /** The rest of the period: the partial UTC days at its edges. */
  raw: RawRange[];
  /**
   * The fewest blocks of one size (at most COVER_BLOCKS) covering every UTC day the period
   * touches, edges included: a song's plays in them bound its plays in the period from above.
   */
  cover: BlockRun;
}

/** At most this many blocks of one size cover a period (so the cover reads ~3 rows a song). */
const COVER_BLOCKS = 3;

/** The smallest block size covering day numbers [from, to) with at most COVER_BLOCKS blocks. */
export function coverOf(from: number, to: number): BlockRun {
  const runOf = (days: number) => ({
    days,
    fromBlock: Math.floor(from / days),
    toBlock: Math.ceil(to / days),
  });
  const fits = BLOCK_DAYS.map(runOf).find((run) => run.toBlock - run.fromBlock <= COVER_BLOCKS);
  return fits ?? runOf(BLOCK_DAYS.at(-1)!);
}

/** Every block of the runs, one by one (each is then one exact key of plays_song_blocks). */
export const eachBlock = (runs: BlockRun[]): { days: number; block: number }[] =>
  runs.flatMap((run) =>
    Array.from({ length: run.toBlock - run.fromBlock }, (_, i) => ({
      days: run.days,
      block: run.fromBlock + i,
    })),
  );

/** Day numbers [from, to) as the fewest aligned blocks (greedy: the largest that fits at each step). */
export function blocksOf(from: number, to: number): BlockRun[] {
  const runs: BlockRun[] = [];
  for (let at = from; at < to;) {
    const days = [...BLOCK_DAYS].reverse().find((size) => at % size === 0 && at + size <= to)!;
    const last = runs.at(-1);
    if (last?.days === days && last.toBlock === at / days) last.toBlock += 1;
    else runs.push({ days, fromBlock: at / days, toBlock: at / days + 1 });
    at += days;
  }
  return runs;
}

/** The pieces of the period [start, end) (seconds since 1970). */
export function piecesOf(start: number, end: number): PeriodPieces {
  const firstDay = Math.ceil(start / DAY_SECONDS);
  const lastDay = Math.floor(end / DAY_SECONDS);
  const cover = coverOf(Math.floor(start / DAY_SECONDS), Math.ceil(end / DAY_SECONDS));
  if (firstDay >= lastDay) {
    return { days: null, blocks: [], raw: [{ from: start, to: end }], cover };
  }
  const raw = [
    { from: start, to: firstDay * DAY_SECONDS },
    { from: lastDay * DAY_SECONDS, to: end },
  ].filter((range) => range.from < range.to);
  return { days: { from: firstDay, to: lastDay }, blocks: blocksOf(firstDay, lastDay), raw, cover };
}

const HOUR_SECONDS = 3_600;

/** Ranges of instants as their whole UTC hours (`hours`) and the partial hours left (`raw`). */
export function hoursOf(ranges: RawRange[]): { hours: RawRange[]; raw: RawRange[] } {
  const hours: RawRange[] = [];
  const raw: RawRange[] = [];
  for (const { from, to } of ranges) {
    const hourFrom = Math.ceil(from / HOUR_SECONDS) * HOUR_SECONDS;
    const hourTo = Math.floor(to / HOUR_SECONDS) * HOUR_SECONDS;
    if (hourFrom >= hourTo) {
      raw.push({ from, to });
      continue;
    }
    hours.push({ from: hourFrom, to: hourTo });
    if (from < hourFrom) raw.push({ from, to: hourFrom });
    if (hourTo < to) raw.push({ from: hourTo, to });
  }
  return { hours, raw };
}
