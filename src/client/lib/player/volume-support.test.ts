import { afterEach, describe, expect, it } from 'vitest';
import { pageCanSetVolume, resetVolumeSupport } from './volume-support';

/** A media element whose volume reads back `readBack(set)`. */
const mediaReading = (readBack: (set: number) => number) => () => {
  let volume = 1;
  return {
    get volume() {
      return volume;
    },
    set volume(value: number) {
      volume = readBack(value);
    },
  } as HTMLMediaElement;
};

describe('pageCanSetVolume', () => {
  afterEach(resetVolumeSupport);

  it('is true where the volume reads back as set', () => {
    expect(pageCanSetVolume(mediaReading((set) => set))).toBe(true);
  });

  it('is false where the volume stays at 1 (iOS)', () => {
    expect(pageCanSetVolume(mediaReading(() => 1))).toBe(false);
  });

  it('asks once per page', () => {
    expect(pageCanSetVolume(mediaReading(() => 1))).toBe(false);
    expect(pageCanSetVolume(mediaReading((set) => set))).toBe(false);
  });
});
