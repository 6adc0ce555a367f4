import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusedIds, refusedTitles } from './bulk-refusal';

const refusal = (status: number, details: unknown) =>
  new ApiError(status, JSON.stringify({ message: 'No', code: 'audio.bulkRefused', details }));

describe('a bulk refusal', () => {
  it('reads the refused ids of a 403, 404 or 409', () => {
    expect(refusedIds(refusal(403, { ids: ['a', 'b'] }))).toEqual(['a', 'b']);
    expect(refusedIds(refusal(404, { ids: ['c'] }))).toEqual(['c']);
    expect(refusedIds(refusal(409, { ids: ['d', 7] }))).toEqual(['d']);
  });

  it('reads none from other errors, bodies that are not JSON, or no details', () => {
    expect(refusedIds(refusal(500, { ids: ['a'] }))).toEqual([]);
    expect(refusedIds(new ApiError(403, 'Forbidden'))).toEqual([]);
    expect(refusedIds(refusal(403, undefined))).toEqual([]);
    expect(refusedIds(new Error('offline'))).toEqual([]);
  });

  it('names the first few known titles in the server order and counts the rest', () => {
    const songs = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, title: `Song ${id}` }));
    expect(refusedTitles(['e', 'a'], songs)).toEqual({ titles: ['Song e', 'Song a'], more: 0 });
    expect(refusedTitles(['a', 'b', 'c', 'd', 'e'], songs)).toEqual({
      titles: ['Song a', 'Song b', 'Song c'],
      more: 2,
    });
    // An id the list no longer shows is counted, not named.
    expect(refusedTitles(['x', 'b'], songs)).toEqual({ titles: ['Song b'], more: 1 });
  });
});
