import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, isSessionExpiry, SESSION_QUERY_KEY } from './query-client';

describe('session expiry detection (global 401 handling)', () => {
  const unauthorized = new ApiError(401, '{"message":"Unauthorized"}');

  it('fires for a 401 while someone was signed in', () => {
    expect(isSessionExpiry(unauthorized, { signedIn: true })).toBe(true);
  });
  it('stays quiet for visitors who were never signed in', () => {
    expect(isSessionExpiry(unauthorized, { signedIn: false })).toBe(false);
  });
  it('stays quiet where a 401 is an expected answer (session check, login form)', () => {
    expect(
      isSessionExpiry(unauthorized, { signedIn: true, meta: { expectsUnauthorized: true } }),
    ).toBe(false);
  });
  it('ignores other failures', () => {
    expect(isSessionExpiry(new ApiError(403, 'Forbidden'), { signedIn: true })).toBe(false);
    expect(isSessionExpiry(new TypeError('Failed to fetch'), { signedIn: true })).toBe(false);
  });
});

describe('query client defaults', () => {
  it('applies the spec cache times and retry rules', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.gcTime).toBe(30 * 60 * 1000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(500, 'boom'))).toBe(true);
    expect(retry(1, new ApiError(500, 'boom'))).toBe(false);
    expect(retry(0, unauthorizedError())).toBe(false);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
  });
});

function unauthorizedError() {
  return new ApiError(401, 'Unauthorized');
}
