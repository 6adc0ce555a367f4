// Rhyme finder: cold index build time, heap growth of each index, and look-up latency for 200
// common words per language (in-process, the service's own function). Run alone with
// `npx tsx --expose-gc scripts/bench/rhymes.ts`, or as part of `npm run bench`.
import { COMMON_WORDS } from '../../src/server/modules/rhymes/common-words.js';
import { findRhymes, warmRhymeIndexes } from '../../src/server/modules/rhymes/rhymes.service.js';
import { mb, printTargets, type TargetRow } from './audio-targets.js';

/** Spec: a look-up answers "well under 50 ms"; we hold p99 to half of that. */
const LOOKUP_P99_TARGET_MS = 25;
const WORDS_PER_LANGUAGE = 200;

const ENGLISH_COMMON = `love heart fire night light time day way away stay rain pain dream tears
  eyes soul free me you home road town sky blue run fun money honey baby crazy world girl boy
  man woman life death hand face kiss touch feel know go show slow fall call all wall soul
  hold cold gold old told world word bird song long strong wrong along belong sing ring king
  thing dance chance romance fight right bright tonight alone stone gone done one sun gun
  burn turn learn return fear near here clear year tear dear cry why fly high try lie sky
  goodbye forever never together weather better letter river over lover closer summer winter
  morning evening shadow window yellow fellow sorrow tomorrow hello darling baby maybe lady
  city pretty pity party body nobody somebody everybody sweet street feet beat heat meet
  breathe believe leave grieve deep sleep keep weep street wind mind kind find blind behind
  rise eyes skies lies surprise goodbye desire higher wire fire broken open hoping hoping
  river shiver deliver forgiven heaven seven eleven begin within skin win sin again friend
  end bend send pretend spend heartbeat moonlight sunlight starlight midnight daylight
  paradise sacrifice nice price twice ice dice advice emotion ocean motion devotion potion
  beautiful wonderful miracle magical memory melody harmony history mystery remedy enemy
  destiny fantasy ecstasy together whatever forever`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const wordsFor = (lang: 'en' | 'es' | 'pt') => {
  const source = lang === 'en' ? ENGLISH_COMMON : COMMON_WORDS[lang];
  return [...new Set(source.split(/\s+/).filter(Boolean))].slice(0, WORDS_PER_LANGUAGE);
};

const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

/** Builds each index cold, then times look-ups; returns rows for printTargets. */
export async function benchRhymes(): Promise<TargetRow[]> {
  const rows: TargetRow[] = [];
  const gcNote = (globalThis as { gc?: () => void }).gc ? '' : 'without --expose-gc: rough';
  for (const lang of ['en', 'es', 'pt'] as const) {
    const before = heap();
    const t0 = performance.now();
    // warmRhymeIndexes always includes English; [] builds English alone.
    await warmRhymeIndexes(lang === 'en' ? [] : [lang]);
    const buildMs = performance.now() - t0;
    rows.push({
      measure: `${lang}: cold index build`,
      value: `${(buildMs / 1000).toFixed(2)} s`,
      target: 'lazy, once per process',
      pass: null,
    });
    rows.push({
      measure: `${lang}: heap growth of the index`,
      value: `${mb(heap() - before)} MB`,
      target: '',
      pass: null,
      note: gcNote,
    });
    const words = wordsFor(lang);
    const latencies: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const word of words) {
        const start = performance.now();
        await findRhymes(word, lang);
        latencies.push(performance.now() - start);
      }
    }
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    rows.push({
      measure: `${lang}: look-up p50 / p99 (${words.length} words × 3)`,
      value: `${percentile(latencies, 50).toFixed(2)} / ${p99.toFixed(2)} ms`,
      target: `p99 < ${LOOKUP_P99_TARGET_MS} ms`,
      pass: p99 < LOOKUP_P99_TARGET_MS,
      note: `max ${latencies.at(-1)!.toFixed(1)} ms`,
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTargets(
    'Rhymes — index build, memory and look-up latency (in-process)',
    await benchRhymes(),
  );
}
