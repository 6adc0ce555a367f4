/**
 * ARPAbet helpers for the CMU dictionary: which phones are vowels, where the stress falls, and
 * the keys the English rhyme index groups words by.
 */

/** A phone such as "AA1" or "T". Vowels end in a stress digit (0 none, 1 primary, 2 secondary). */
export const isVowel = (phone: string) => /\d$/.test(phone);
const bare = (phone: string) => phone.replace(/\d$/, '');

/**
 * Vowel families for near rhymes: vowels that sit close together in the mouth and pass for one
 * another in a sung line (cat / bet, hot / thought / but, book / boot).
 */
const VOWEL_FAMILY: Record<string, string> = {
  IY: 'I',
  IH: 'I',
  EY: 'E',
  EH: 'E',
  AE: 'E',
  AA: 'A',
  AO: 'A',
  AH: 'A',
  UW: 'U',
  UH: 'U',
  OW: 'O',
  ER: 'R',
  AY: 'AY',
  AW: 'AW',
  OY: 'OY',
};

/** Index of the last stressed vowel (primary or secondary), else the last vowel, else -1. */
export function lastStressIndex(phones: readonly string[]): number {
  let lastVowel = -1;
  for (let i = phones.length - 1; i >= 0; i -= 1) {
    const phone = phones[i]!;
    if (!isVowel(phone)) continue;
    if (phone.endsWith('1') || phone.endsWith('2')) return i;
    if (lastVowel === -1) lastVowel = i;
  }
  return lastVowel;
}

/** Indexes of every stressed vowel; unstressed-only words count their vowels as stressed. */
function stressIndexes(phones: readonly string[]): number[] {
  const stressed = phones.flatMap((p, i) => (/[12]$/.test(p) ? [i] : []));
  return stressed.length > 0 ? stressed : phones.flatMap((p, i) => (isVowel(p) ? [i] : []));
}

/** The phones from the last stressed vowel to the end, without stress digits ("AA R T"). */
export function rhymePart(phones: readonly string[]): string[] {
  const at = lastStressIndex(phones);
  return at < 0 ? [] : phones.slice(at).map(bare);
}

/** Perfect-rhyme key: the rhyme part itself. */
export const perfectKey = (phones: readonly string[]) => rhymePart(phones).join(' ');

/** Assonance key: the vowels of the rhyme part, consonants dropped ("heart", "far" → "AA"). */
export const assonanceKey = (phones: readonly string[]) =>
  rhymePart(phones)
    .filter((p) => VOWEL_FAMILY[p] !== undefined)
    .join(' ');

/** Family key: vowels replaced by their family, consonants kept ("heart", "court" → "A R T"). */
export const familyKey = (phones: readonly string[]) =>
  rhymePart(phones)
    .map((p) => VOWEL_FAMILY[p] ?? p)
    .join(' ');

/**
 * Two-stress key for multi-syllable rhymes: the vowel of the second-to-last stressed syllable,
 * then the perfect-rhyme part of the last one ("broken heart" → "OW|AA R T", like "bonaparte");
 * the unstressed syllables between them are free. Null with fewer than two stresses.
 */
export function twoStressKey(phones: readonly string[]): string | null {
  const stressed = stressIndexes(phones);
  if (stressed.length < 2) return null;
  return `${bare(phones[stressed.at(-2)!]!)}|${perfectKey(phones)}`;
}

/** Syllables = vowels. */
export const syllableCount = (phones: readonly string[]) => phones.filter(isVowel).length;

/** Voiced/voiceless partners and other near-identical consonants score as half a match. */
const CONSONANT_KIN = new Set([
  'T D',
  'P B',
  'K G',
  'F V',
  'S Z',
  'TH DH',
  'CH JH',
  'SH ZH',
  'M N',
  'N NG',
]);
const kin = (a: string, b: string) =>
  CONSONANT_KIN.has(`${a} ${b}`) || CONSONANT_KIN.has(`${b} ${a}`);

const phoneCloseness = (x: string | undefined, y: string | undefined) => {
  if (x === undefined || y === undefined) return -0.5;
  if (x === y) return 1;
  if (kin(x, y) || (x in VOWEL_FAMILY && VOWEL_FAMILY[x] === VOWEL_FAMILY[y])) return 0.5;
  return 0;
};

/** Sum of phone closeness, the two lists aligned at their start, or at their end with `fromEnd`. */
function aligned(a: readonly string[], b: readonly string[], fromEnd: boolean): number {
  let score = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    score += fromEnd
      ? phoneCloseness(a[a.length - 1 - i], b[b.length - 1 - i])
      : phoneCloseness(a[i], b[i]);
  }
  return score;
}

/**
 * How alike two rhyme parts sound (higher is closer): the stressed vowels compared, then what
 * follows aligned at its start or at its end, whichever matches better ("heart": "hard" 2.5,
 * "far" 1.5, "hot" 1.5, "court" 2.5).
 */
export function rhymeSimilarity(a: readonly string[], b: readonly string[]): number {
  const [vowelA, ...restA] = a;
  const [vowelB, ...restB] = b;
  return (
    phoneCloseness(vowelA, vowelB) +
    Math.max(aligned(restA, restB, false), aligned(restA, restB, true))
  );
}
