import { describe, expect, it } from 'vitest';
import { pageEncoding } from './compressed-page.js';

describe('the compression a page goes out in', () => {
  it('prefers Brotli, then gzip, as the browser offers them', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('GZIP;q=0.5')).toBe('gzip');
  });

  it('sends the page plain when nothing usable is offered or an encoding is refused', () => {
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('br;q=0, gzip;q=0.0')).toBeNull();
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
  });
});
