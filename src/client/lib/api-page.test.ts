import { describe, expect, it } from 'vitest';
import { listUrl, nextPageUrl } from './api-page';

describe('list pages', () => {
  it('reads the next page from a Link header', () => {
    expect(nextPageUrl('</api/audio/all?limit=100&cursor=abc>; rel="next"')).toBe(
      '/api/audio/all?limit=100&cursor=abc',
    );
    expect(nextPageUrl('</a?page=1>; rel="prev", </a?page=3>; rel=next')).toBe('/a?page=3');
  });

  it('has no next page without a Link header or a next relation', () => {
    expect(nextPageUrl(null)).toBeNull();
    expect(nextPageUrl('</a?page=1>; rel="prev"')).toBeNull();
  });

  it('builds a first-page URL with only the parameters that are set, in a stable order', () => {
    expect(listUrl('/api/audio/all', { sort: 'title', q: '', limit: 100, cursor: undefined })).toBe(
      '/api/audio/all?limit=100&sort=title',
    );
    expect(listUrl('/api/playlists')).toBe('/api/playlists');
  });
});
