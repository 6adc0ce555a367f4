import type { SiteCounts } from '../../../../shared/schemas/admin';

/** The instance's own figures the landing page shows (GET /api/site/counts), in page order. */
export const SITE_FIGURES: readonly (keyof SiteCounts)[] = ['creators', 'collaborations', 'songs'];

/** A count in the reader's style: "1,234", "1.234"; a million and more compact ("1.2M"). */
export function formatCount(value: number, language: string): string {
  const compact = value >= 1_000_000;
  return new Intl.NumberFormat(language, compact ? { notation: 'compact' } : {}).format(value);
}
