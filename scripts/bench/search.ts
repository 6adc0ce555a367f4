// GET /api/search at one connection (issue 13 item 3: p99 < 50 ms on the large data set): a
// rotating set of realistic texts — one, three and eight letters taken from the seeded titles
// and names, words of the seeded lyrics, titles with a typo (issue 25 item 5), and texts
// nothing matches — sent one after another for 20 seconds. Run alone
// against a running bench server with
// `npx tsx scripts/bench/search.ts http://127.0.0.1:PORT "trackroom_session=…"`.
import type { TargetRow } from './audio-targets.js';
import { printTargets } from './audio-targets.js';

/** Issue 13's target for the search at one connection. */
export const SEARCH_P99_TARGET_MS = 50;

/**
 * The texts, by kind. The seeded data set names songs "Seed song N", projects "Seed project N",
 * people "Seed Artist N": the common words match thousands of the heavy user's songs, the
 * longer ones a few, the last kind none. Lyrics words are in some of the seeded lyrics
 * (scripts/seed/seed-lyrics.ts); typos are a letter off a seeded title, name or lyrics title
 * and match nothing as typed, so the trigram window for close names runs over the heavy
 * user's thousands of "Seed song N" (the costly case); the texts nothing matches run it too.
 */
export const SEARCH_BENCH_TEXTS = {
  'one letter': ['s', 'p', 'a', 'm'],
  'three letters': ['see', 'son', 'pro', 'art', 'eed'],
  'eight letters': ['seed son', 'song 123', 'artist 1', 'project '],
  'lyrics words': ['tide', 'paper moon', 'lighthouse', 'velvet sky'],
  typo: ['seed sng', 'seeed song', 'artistt', 'lighthose'],
  'no match': ['zzq', 'qx', 'xylophon', 'vvvvvvvv'],
} as const;

type Kind = keyof typeof SEARCH_BENCH_TEXTS;

export interface SearchBenchOptions {
  /** How long to measure, after the warm-up. */
  seconds?: number;
  warmupSeconds?: number;
  /** Bench server label for the rows ("PGlite", "PostgreSQL"). */
  label?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

const ms = (value: number) => value.toFixed(1);

/** The texts in turn, kinds interleaved, so every kind is spread over the whole window. */
function rotation(): Array<{ kind: Kind; text: string }> {
  const kinds = Object.keys(SEARCH_BENCH_TEXTS) as Kind[];
  const longest = Math.max(...kinds.map((kind) => SEARCH_BENCH_TEXTS[kind].length));
  const out: Array<{ kind: Kind; text: string }> = [];
  for (let i = 0; i < longest; i += 1) {
    for (const kind of kinds) {
      const text = SEARCH_BENCH_TEXTS[kind][i];
      if (text) out.push({ kind, text });
    }
  }
  return out;
}

/**
 * Sends GET /api/search one request at a time (1 connection) as the signed-in `cookie` for
 * `seconds`, after an uncounted warm-up; returns p50 / p99 rows: all texts (held to the target)
 * and each kind of text (information).
 */
export async function benchSearch(
  base: string,
  cookie: string,
  options: SearchBenchOptions = {},
): Promise<TargetRow[]> {
  const seconds = options.seconds ?? 20;
  const warmupMs = (options.warmupSeconds ?? 1) * 1000;
  const texts = rotation();
  const byKind = new Map<Kind, number[]>();
  const all: number[] = [];
  const statuses: Record<number, number> = {};
  const hits = { songs: 0, answers: 0 };
  let errors = 0;
  let turn = 0;
  const warmupEnds = performance.now() + warmupMs;
  const deadline = warmupEnds + seconds * 1000;
  while (performance.now() < deadline) {
    const { kind, text } = texts[turn++ % texts.length]!;
    const t0 = performance.now();
    let status: number | null = null;
    let songs = 0;
    try {
      const res = await fetch(`${base}/api/search?q=${encodeURIComponent(text)}`, {
        headers: { cookie },
      });
      status = res.status;
      if (res.ok) songs = ((await res.json()) as { songs: unknown[] }).songs.length;
      else await res.arrayBuffer();
    } catch {
      status = null;
    }
    const elapsed = performance.now() - t0;
    if (t0 < warmupEnds) continue;
    if (status === null) errors += 1;
    else statuses[status] = (statuses[status] ?? 0) + 1;
    hits.answers += 1;
    hits.songs += songs;
    all.push(elapsed);
    const ofKind = byKind.get(kind) ?? [];
    ofKind.push(elapsed);
    byKind.set(kind, ofKind);
  }
  all.sort((a, b) => a - b);
  const label = options.label ? ` (${options.label})` : '';
  const okOnly = Object.keys(statuses).every((code) => code === '200') && errors === 0;
  const p99 = percentile(all, 99);
  const rows: TargetRow[] = [
    {
      measure: `GET /api/search?q=… p50 / p99, 1 conn., ${texts.length} texts in turn${label}`,
      value: `${ms(percentile(all, 50))} / ${ms(p99)} ms`,
      target: `p99 < ${SEARCH_P99_TARGET_MS} ms`,
      pass: all.length > 0 && p99 < SEARCH_P99_TARGET_MS && okOnly,
      note:
        `${all.length} requests in ${seconds} s; ` +
        Object.entries(statuses)
          .map(([code, n]) => `${code}×${n}`)
          .join(' ') +
        `${errors ? `; ${errors} errors` : ''}; ${(hits.songs / Math.max(1, hits.answers)).toFixed(1)} songs per answer`,
    },
  ];
  for (const [kind, latencies] of byKind) {
    latencies.sort((a, b) => a - b);
    rows.push({
      measure: `  ${kind}: ${SEARCH_BENCH_TEXTS[kind].map((text) => `"${text}"`).join(', ')}`,
      value: `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} ms`,
      target: '—',
      pass: null,
      note: `max ${ms(latencies.at(-1) ?? 0)} ms`,
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, cookie] = process.argv.slice(2);
  if (!base || !cookie) {
    console.error('Usage: npx tsx scripts/bench/search.ts BASE_URL COOKIE');
    process.exitCode = 2;
  } else {
    printTargets(
      'Search — GET /api/search at one connection',
      await benchSearch(base, cookie, { seconds: Number(process.env.BENCH_SEARCH_SECONDS ?? 20) }),
    );
  }
}
