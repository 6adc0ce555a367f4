/**
 * Syllable counting by spelling, for any word in any of the app's languages. The server uses the
 * CMU dictionary for English words it knows; this heuristic covers everything else and lets the
 * lyrics editor count lines locally without a request.
 */
import type { Language } from './constants';

const ROMANCE_STRONG = new Set([...'aeoáéíóúâêôãõàè']);
const ROMANCE_WEAK = new Set([...'iuüïy']);
const ROMANCE_VOWELS = new Set([...ROMANCE_STRONG, ...ROMANCE_WEAK]);
/** Portuguese nasal diphthongs: two strong letters, one syllable. */
const NASAL_DIPHTHONGS = new Set(['ão', 'ãe', 'õe', 'ãi']);

/** One syllable nucleus of a Spanish or Portuguese word: where it starts and its letters. */
export interface VowelNucleus {
  start: number;
  text: string;
}

/** Letters only, lower-cased: apostrophes, hyphens and punctuation do not make syllables. */
const lettersOf = (word: string) => word.toLowerCase().replace(/[^\p{L}]/gu, '');

/** Portuguese i/u after a vowel and before r, l, z, m, n or nh closing the syllable is its own syllable (ca-ir, ra-iz, ra-i-nha). */
const PT_HIATUS_GLIDE = /^[iu](?:[rlz](?![aeoiuáéíóúâêôãõ])|nh|[mn](?![aeoiuáéíóúâêôãõ]))/;

/**
 * Splits a Spanish/Portuguese word into vowel nuclei: a run of vowels is one nucleus (diphthong)
 * unless two strong vowels (a e o, or any accented vowel) meet, which is a hiatus; a strong vowel
 * never joins a nucleus that already has one (Spanish "leía" aside, "apoiar" is a-poi-ar).
 * Portuguese spelling also treats a weak vowel before a strong one as a hiatus (ti-o, his-tó-ri-a)
 * except the glide u in qua/gua. A "y" is a vowel only when no vowel follows it (hoy, muy, y);
 * "u" in que/qui/gue/gui is silent.
 */
export function vowelNuclei(rawWord: string, lang: 'es' | 'pt' = 'es'): VowelNucleus[] {
  const word = rawWord.toLowerCase();
  const nuclei: VowelNucleus[] = [];
  let current: VowelNucleus | null = null;
  for (let i = 0; i < word.length; i += 1) {
    const ch = word[i]!;
    const next = word[i + 1] ?? '';
    const isVowel = ch === 'y' ? !ROMANCE_VOWELS.has(next) && i > 0 : ROMANCE_VOWELS.has(ch);
    const silentU = ch === 'u' && /[qg]/.test(word[i - 1] ?? '') && /[eiéí]/.test(next);
    if (!isVowel || silentU) {
      current = null;
      continue;
    }
    const previous: string | undefined = current?.text.at(-1);
    const hasStrong = current !== null && [...current.text].some((c) => ROMANCE_STRONG.has(c));
    const strongMeetsStrong =
      ROMANCE_STRONG.has(ch) && hasStrong && !NASAL_DIPHTHONGS.has((previous ?? '') + ch);
    const ptRising =
      lang === 'pt' &&
      ROMANCE_STRONG.has(ch) &&
      previous !== undefined &&
      ROMANCE_WEAK.has(previous) &&
      !(previous === 'u' && /[qg]/.test(word[i - 2] ?? ''));
    const ptGlideHiatus = lang === 'pt' && hasStrong && PT_HIATUS_GLIDE.test(word.slice(i));
    if (current && !strongMeetsStrong && !ptRising && !ptGlideHiatus) {
      current.text += ch;
    } else {
      current = { start: i, text: ch };
      nuclei.push(current);
    }
  }
  if (nuclei.length === 0 && word === 'y') nuclei.push({ start: 0, text: 'y' });
  return nuclei;
}

/** English by spelling: vowel groups, minus silent endings, plus the common vowel splits. */
function englishSyllables(rawWord: string): number {
  let word = lettersOf(rawWord).replace(/[^a-z]/g, '');
  if (word.length === 0) return 0;
  if (word.length <= 3) return /[aeiouy]/.test(word) ? 1 : 0;
  // Silent endings: "-es"/"-ed" after most consonants, a final "e" (but "-le" after a consonant
  // is its own syllable: ta-ble, lit-tle).
  if (/[^aeiouy]le$/.test(word)) word = word.slice(0, -2) + 'ul';
  else if (/(?<![szxc]|ch|sh|g)es$/.test(word) || /(?<![td])ed$/.test(word))
    word = word.slice(0, -2);
  else if (/[^aeiouy]e$/.test(word)) word = word.slice(0, -1);
  word = word.replace(/^y/, '');
  let count = (word.match(/[aeiouy]+/g) ?? []).length;
  // Vowel pairs that usually belong to two syllables (pi-a-no, li-on, flu-id, u-su-al).
  count += (word.match(/(?<![cstgx])ia|(?<![cstgx])io|iu|(?<![qg])ua|uo|ii|ui(?=d)/g) ?? []).length;
  // A final "m" after "th"/"s" is syllabic (rhythm, prism).
  if (/(?:thm|sm)$/.test(word)) count += 1;
  return Math.max(1, count);
}

/** How many syllables a word has in `lang` (a spelling heuristic; de/it use the Romance rule). */
export function countSyllables(word: string, lang: Language): number {
  if (lang === 'en') return englishSyllables(word);
  const letters = lettersOf(word);
  if (letters.length === 0) return 0;
  return Math.max(1, vowelNuclei(letters, lang === 'pt' ? 'pt' : 'es').length);
}

/** The words of a lyric line: letters, digits, apostrophes and inner hyphens. */
export function wordsOfLine(line: string): string[] {
  return line.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * A lyric line without what is written but not sung: section markers and notes in square
 * brackets ("[Verse 1]", "[Chorus]", "[x2]"). An unclosed bracket stays: it is the writer's text.
 */
export function sungText(line: string): string {
  // A scan, not a pattern: each bracket is looked for once, so the cost stays linear.
  let text = '';
  let from = 0;
  for (;;) {
    const open = line.indexOf('[', from);
    const close = open < 0 ? -1 : line.indexOf(']', open + 1);
    if (close < 0) return text + line.slice(from);
    text += `${line.slice(from, open)} `;
    from = close + 1;
  }
}

/** Syllables in one lyric line; `countWord` lets the server substitute dictionary counts. */
export function countLineSyllables(
  line: string,
  lang: Language,
  countWord: (word: string, lang: Language) => number = countSyllables,
): number {
  return wordsOfLine(sungText(line)).reduce((sum, word) => sum + countWord(word, lang), 0);
}
