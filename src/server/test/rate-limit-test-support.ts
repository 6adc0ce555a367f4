import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A 429 as the issue asks: Retry-After, a clear message, the stable code. */
export function expectRateLimited(res: LightMyRequestResponse, message: RegExp): void {
  expect(res.statusCode, res.body).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 'rateLimited', retryAfter: seconds });
  const text = res.json<{ message: string }>().message;
  expect(text).toMatch(message);
  expect(text).toMatch(/Please try again in \d+ minutes?\./);
}
