import { describe, expect, it } from 'vitest';
import { hex, tinyPng } from '../test/image-fixtures.js';
import { imageDimensions } from './image-dimensions.js';

/** A JPEG header: SOI, the given segments, then a baseline SOF0 of the given size. */
function jpeg(width: number, height: number, before: Buffer[] = [], sof = 0xc0): Buffer {
  const frame = Buffer.from([0xff, sof, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([hex('ffd8'), ...before, frame, Buffer.alloc(9)]);
}

/** A segment with a marker and a body of `size` bytes. */
const segment = (marker: number, size: number) => {
  const bytes = Buffer.alloc(4 + size, 0x11);
  bytes[0] = 0xff;
  bytes[1] = marker;
  bytes.writeUInt16BE(size + 2, 2);
  return bytes;
};

/** A PNG whose IHDR says `width` × `height` (only the header: the data is not read). */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.from(tinyPng());
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('imageDimensions', () => {
  it('reads a PNG from its IHDR', () => {
    expect(imageDimensions(tinyPng())).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(pngHeader(3000, 1400))).toEqual({ width: 3000, height: 1400 });
  });

  it('reads a JPEG past APP0, APP1, DQT and DHT segments to its frame', () => {
    const before = [segment(0xe0, 14), segment(0xe1, 300), segment(0xdb, 67), segment(0xc4, 30)];
    expect(imageDimensions(jpeg(1600, 1500, before))).toEqual({ width: 1600, height: 1500 });
  });

  it('takes progressive and other frames but not DHT, JPG or DAC as a frame', () => {
    expect(imageDimensions(jpeg(2000, 2000, [], 0xc2))).toEqual({ width: 2000, height: 2000 });
    expect(imageDimensions(jpeg(2000, 2000, [], 0xcf))).toEqual({ width: 2000, height: 2000 });
    // DAC (CC) with the frame's bytes is skipped as a segment, then the bytes run out.
    expect(imageDimensions(jpeg(2000, 2000, [], 0xcc))).toBeNull();
    const dacThenFrame = jpeg(1400, 1400, [segment(0xcc, 4), segment(0xc8, 2)]);
    expect(imageDimensions(dacThenFrame)).toEqual({ width: 1400, height: 1400 });
  });

  it('skips fill bytes and standalone markers between segments', () => {
    const bytes = jpeg(1500, 1500, [hex('ffff'), hex('ffd0'), segment(0xe0, 4)]);
    expect(imageDimensions(bytes)).toEqual({ width: 1500, height: 1500 });
  });

  it('answers null for a header cut short, broken or not an image, and never throws', () => {
    const whole = jpeg(1600, 1600, [segment(0xe1, 200)]);
    for (let end = 0; end < whole.length - 10; end += 1) {
      expect(imageDimensions(whole.subarray(0, end))).toBeNull();
    }
    expect(imageDimensions(tinyPng().subarray(0, 20))).toBeNull();
    expect(imageDimensions(pngHeader(0, 10))).toBeNull();
    expect(imageDimensions(jpeg(0, 1500))).toBeNull();
    expect(imageDimensions(Buffer.concat([hex('ffd8'), hex('00ff00')]))).toBeNull();
    expect(imageDimensions(Buffer.concat([hex('ffd8 ffe0 0001')]))).toBeNull(); // length < 2
    expect(imageDimensions(Buffer.concat([hex('ffd8 ffda 000c')]))).toBeNull(); // scan first
    expect(imageDimensions(Buffer.from('GIF89a, not ours'))).toBeNull();
    expect(imageDimensions(Buffer.alloc(0))).toBeNull();
    for (let i = 0; i < 200; i += 1) {
      const noise = Buffer.from(Array.from({ length: 64 }, () => Math.floor(Math.random() * 256)));
      noise[0] = 0xff;
      noise[1] = 0xd8;
      expect(() => imageDimensions(noise)).not.toThrow();
    }
  });
});
