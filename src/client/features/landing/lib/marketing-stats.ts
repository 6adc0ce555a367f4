/** The marketing claims shown under "How it works" (part 1 §1). */
export const MARKETING_STATS = [
  { id: 'creators', value: 50_000, compact: false },
  { id: 'collaborations', value: 200_000, compact: false },
  { id: 'tracks', value: 1_000_000, compact: true },
  { id: 'countries', value: 180, compact: false },
] as const;

export const MARKETING_RATING = 4.9;
export const MARKETING_REVIEWS = 2847;

/** "50,000+" / "1M+" in the reader's number style ("50.000+", "1 Mio.+"). */
export function formatClaim(value: number, compact: boolean, language: string): string {
  const format = new Intl.NumberFormat(language, compact ? { notation: 'compact' } : {});
  return `${format.format(value)}+`;
}

/** A plain number in the reader's style ("2,847", "4.9"). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
