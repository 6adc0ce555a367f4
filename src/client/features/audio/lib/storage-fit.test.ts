import { describe, expect, it } from 'vitest';
import { splitByStorageLeft } from './storage-fit';

describe('splitByStorageLeft', () => {
  it('keeps the files that fit in order and refuses the ones that would not', () => {
    const files = [
      { name: 'a', size: 40 },
      { name: 'b', size: 70 },
      { name: 'c', size: 50 },
      { name: 'd', size: 10 },
    ];
    const { fit, refused } = splitByStorageLeft(files, 100);
    expect(fit.map((file) => file.name)).toEqual(['a', 'c', 'd']);
    expect(refused.map((file) => file.name)).toEqual(['b']);
  });

  it('refuses everything when nothing is left', () => {
    expect(splitByStorageLeft([{ size: 1 }], 0)).toEqual({ fit: [], refused: [{ size: 1 }] });
  });
});
