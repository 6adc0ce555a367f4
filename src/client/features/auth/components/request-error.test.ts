import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { rateLimitMinutes } from './request-error';

describe('rateLimitMinutes', () => {
  const limited = (body: object) => new ApiError(429, JSON.stringify(body));

  it('turns a rateLimited answer into whole minutes, at least one', () => {
    expect(rateLimitMinutes(limited({ code: 'rateLimited', retryAfter: 900 }))).toBe(15);
    expect(rateLimitMinutes(limited({ code: 'rateLimited', retryAfter: 61 }))).toBe(2);
    expect(rateLimitMinutes(limited({ code: 'rateLimited', retryAfter: 5 }))).toBe(1);
  });

  it('is null for anything else', () => {
    expect(rateLimitMinutes(limited({ message: 'Too many requests.' }))).toBeNull();
    expect(rateLimitMinutes(new ApiError(401, '{"code":"rateLimited","retryAfter":9}'))).toBeNull();
    expect(rateLimitMinutes(new ApiError(429, 'not json'))).toBeNull();
    expect(rateLimitMinutes(new TypeError('Failed to fetch'))).toBeNull();
  });
});
