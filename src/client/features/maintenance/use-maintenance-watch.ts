import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { SITE_KEY } from '../../lib/queries/site';

const isUnavailable = (error: unknown) => error instanceof ApiError && error.status === 503;

/**
 * Maintenance can begin while someone is using the app: the first request answered 503 makes
 * the site facts load again, and the gate then shows the maintenance page.
 */
export function useMaintenanceWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: SITE_KEY });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isUnavailable(event.action.error)) recheck();
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isUnavailable(event.action.error)) recheck();
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
