import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountStorage } from '../../../shared/schemas/storage';
import { apiRequest } from '../api-client';

export const ACCOUNT_STORAGE_KEY = ['/api/account/storage'] as const;

/** GET /api/account/storage: the signed-in profile's plan, trial, and storage used and left. */
export const accountStorageQuery = queryOptions({
  queryKey: ACCOUNT_STORAGE_KEY,
  queryFn: () => apiRequest<AccountStorage>('GET', ACCOUNT_STORAGE_KEY[0]),
});

export const useAccountStorage = () => useQuery(accountStorageQuery);
