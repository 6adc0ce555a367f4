import { describe, expect, it } from 'vitest';
import { RELEASE_ARTWORK } from '../../../../shared/schemas/releases';
import { artworkFileProblem, artworkSizeProblem } from './artwork-rules';

describe('artwork chosen for a release', () => {
  it('takes a JPEG or PNG up to the size limit', () => {
    expect(artworkFileProblem({ type: 'image/jpeg', size: RELEASE_ARTWORK.maxBytes })).toBeNull();
    expect(artworkFileProblem({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses other types and bigger files before sending them', () => {
    expect(artworkFileProblem({ type: 'image/webp', size: 1 })).toBe('type');
    expect(artworkFileProblem({ type: 'image/png', size: RELEASE_ARTWORK.maxBytes + 1 })).toBe(
      'tooBig',
    );
  });

  it('takes a square from the smallest to the largest side', () => {
    expect(artworkSizeProblem(RELEASE_ARTWORK.minPixels, RELEASE_ARTWORK.minPixels)).toBeNull();
    expect(artworkSizeProblem(RELEASE_ARTWORK.maxPixels, RELEASE_ARTWORK.maxPixels)).toBeNull();
  });

  it('refuses an image that is not square, too small or too large', () => {
    expect(artworkSizeProblem(3000, 2999)).toBe('size');
    expect(artworkSizeProblem(1399, 1399)).toBe('size');
    expect(artworkSizeProblem(5001, 5001)).toBe('size');
  });
});
