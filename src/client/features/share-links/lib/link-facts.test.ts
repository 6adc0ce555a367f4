import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatSeconds, linkFlags, versionOf } from './link-facts';
import { linkRefusal } from './link-refusal';

const answer = (status: number, code?: string) =>
  new ApiError(status, JSON.stringify({ message: 'x', ...(code && { code }) }));

describe('linkRefusal', () => {
  it('reads the password request, the two ends of a link and a link that never was', () => {
    expect(linkRefusal(answer(401, 'share.passwordRequired'))).toBe('password');
    expect(linkRefusal(answer(410, 'share.expired'))).toBe('expired');
    expect(linkRefusal(answer(410, 'share.revoked'))).toBe('revoked');
    expect(linkRefusal(answer(404, 'share.notFound'))).toBe('gone');
  });

  it('leaves other failures to Retry: a server error, a rate limit, the network', () => {
    expect(linkRefusal(answer(500))).toBeNull();
    expect(linkRefusal(answer(429, 'rateLimit.exceeded'))).toBeNull();
    expect(linkRefusal(answer(401))).toBeNull();
    expect(linkRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('versionOf', () => {
  const target = {
    type: 'audio' as const,
    id: 'a',
    title: 'S',
    followLatest: false,
    versionLabel: 'v2',
  };

  it('names a pinned version, or says the link follows the latest', () => {
    expect(versionOf(target)).toEqual({ kind: 'version', label: 'v2' });
    expect(versionOf({ ...target, followLatest: true })).toEqual({ kind: 'latest' });
  });

  it('has no version for a project or a playlist', () => {
    expect(versionOf({ ...target, type: 'project', versionLabel: null })).toBeNull();
  });
});

describe('link facts', () => {
  it('lists the three limits in a fixed order', () => {
    expect(linkFlags({ hasPassword: true, allowDownload: false, allowComments: true })).toEqual({
      password: true,
      download: false,
      comments: true,
    });
  });

  it('writes a position as m:ss', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(65.4)).toBe('1:05');
    expect(formatSeconds(-3)).toBe('0:00');
  });
});
