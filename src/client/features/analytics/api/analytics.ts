import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsAnswer, AnalyticsQuery } from '../../../../shared/schemas/analytics';
import { apiRequest } from '../../../lib/api-client';
import { querySearch } from '../lib/analytics-period';

const ANALYTICS_URL = '/api/analytics';

/** Figures move as people listen; a minute is fresh enough for a page read at a glance. */
const ANALYTICS_STALE_MS = 60 * 1000;

/** GET /api/analytics?from=&to=&tz=: the period's figures; the key starts with the URL. */
export const analyticsQuery = (query: Required<AnalyticsQuery>) =>
  queryOptions({
    queryKey: [ANALYTICS_URL, query] as const,
    queryFn: () => apiRequest<AnalyticsAnswer>('GET', `${ANALYTICS_URL}?${querySearch(query)}`),
    staleTime: ANALYTICS_STALE_MS,
  });

/**
 * The figures of a period, or nothing to ask while the chosen dates make none. Changing the
 * period keeps the last figures on screen (marked as updating) until the new ones arrive.
 */
export function useAnalytics(query: Required<AnalyticsQuery> | null) {
  return useQuery({
    ...analyticsQuery(query ?? { from: '', to: '', tz: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
