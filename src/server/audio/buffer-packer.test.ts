import { describe, expect, it } from 'vitest';
import { BufferPacker, MESSAGE_BYTES } from './buffer-packer.js';

describe('BufferPacker', () => {
  it('repacks any chunking into full buffers plus a rest, byte for byte', () => {
    const input = Buffer.from(Array.from({ length: MESSAGE_BYTES * 2 + 1000 }, (_, i) => i % 251));
    const packer = new BufferPacker();
    const out: Buffer[] = [];
    for (let at = 0; at < input.length; at += 70_000) {
      for (const full of packer.add(input.subarray(at, at + 70_000))) {
        expect(full.length).toBe(MESSAGE_BYTES);
        out.push(Buffer.from(full));
      }
    }
    const rest = packer.flush();
    expect(rest?.length).toBe(1000);
    expect(Buffer.concat([...out, Buffer.from(rest!)]).equals(input)).toBe(true);
    expect(packer.flush()).toBeNull();
  });

  it('fills recycled buffers before allocating new ones', () => {
    const packer = new BufferPacker();
    const [first] = [...packer.add(new Uint8Array(MESSAGE_BYTES))];
    packer.recycle(first!.buffer as ArrayBuffer);
    const [second] = [...packer.add(new Uint8Array(MESSAGE_BYTES).fill(7))];
    expect(second!.buffer).toBe(first!.buffer);
    expect(second![0]).toBe(7);
    packer.recycle(new ArrayBuffer(10)); // not one of ours: ignored
    const [third] = [...packer.add(new Uint8Array(MESSAGE_BYTES))];
    expect(third!.buffer.byteLength).toBe(MESSAGE_BYTES);
  });
});
