import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { lyrics } from '../../src/server/db/schema/index.js';

// Lyrics text for the seeded data sets (issue 25 item 5): every lyrics row its own words, made
// from word lists by a seeded pseudo-random generator, so a search for a word of a line finds
// some lyrics and not all of them, and two runs of the seed write the same text.

/** mulberry32: a small, fast 32-bit generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WHO = [
  'I',
  'you',
  'we',
  'she',
  'he',
  'they',
  'my heart',
  'the band',
  'your ghost',
  'the old man',
];
const DOING = [
  'walk along',
  'sing about',
  'wait beside',
  'dream of',
  'run from',
  'dance across',
  'hold on to',
  'drive through',
  'fall into',
  'whisper to',
  'burn like',
  'drift with',
];
const WHAT = [
  'the tide',
  'the harbour lights',
  'a paper moon',
  'the summer rain',
  'an empty highway',
  'the wildflower field',
  'a broken radio',
  'the northern star',
  'the city at night',
  'a silver river',
  'the morning train',
  'the last cigarette',
  'a borrowed guitar',
  'the kitchen window',
  'the desert wind',
  'a faded photograph',
  'the lighthouse',
  'the ocean floor',
  'the county fair',
  'a velvet sky',
];
const WHEN = [
  'tonight',
  'till the morning',
  'when the lights go down',
  'every other Sunday',
  'before the storm',
  'after midnight',
  'in the afterglow',
  'one more time',
  'like we used to',
  'while the engine hums',
  'under neon signs',
  'as the snow comes down',
];
const SECTIONS = ['[Verse 1]', '[Chorus]', '[Verse 2]', '[Chorus]', '[Bridge]', '[Chorus]'];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

function line(random: () => number): string {
  const text = `${pick(random, WHO)} ${pick(random, DOING)} ${pick(random, WHAT)} ${pick(random, WHEN)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The lyrics HTML of the `index`-th seeded lyrics, as the editor saves it: a paragraph per
 * line, section markers on their own line, the chorus the same each time it comes back.
 */
export function seedLyricsContent(index: number): string {
  const random = seededRandom(index + 1);
  const chorus = Array.from({ length: 4 }, () => line(random));
  const paragraphs = SECTIONS.flatMap((section) => [
    section,
    ...(section === '[Chorus]' ? chorus : Array.from({ length: 4 }, () => line(random))),
  ]);
  return paragraphs.map((text) => `<p>${text}</p>`).join('');
}

/** The one text every seeded lyrics row held before issue 25: a data set seeded then has it. */
const COPIED_TEXT = '<p>City lights are calling out my name</p><p>Every night the same</p>';
const SEED_TITLE = /^Seed lyrics (\d+)$/;

/**
 * Gives the lyrics of a data set seeded before issue 25 (one text copied into every row) the
 * words the seed writes now, so a reused data set benches the search as a fresh one does.
 * Returns how many rows it rewrote (0 on a data set seeded since).
 */
export async function rewriteCopiedLyrics(db: Database): Promise<number> {
  const rows = await db
    .select({ id: lyrics.id, title: lyrics.title })
    .from(lyrics)
    .where(and(like(lyrics.title, 'Seed lyrics %'), eq(lyrics.content, COPIED_TEXT)));
  for (const row of rows) {
    const index = Number(SEED_TITLE.exec(row.title)?.[1] ?? 0);
    await db
      .update(lyrics)
      .set({ content: seedLyricsContent(index) })
      .where(eq(lyrics.id, row.id));
  }
  return rows.length;
}
