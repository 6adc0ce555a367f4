/**
 * A file's first bytes, read without ever throwing: a read past the end answers 0 (or an empty
 * string), so a header cut short or lying about its sizes only makes a reader find nothing.
 */
export class HeaderBytes {
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get length(): number {
    return this.bytes.length;
  }

  private fits(at: number, size: number): boolean {
    return Number.isInteger(at) && at >= 0 && at + size <= this.bytes.length;
  }

  u8(at: number): number {
    return this.fits(at, 1) ? this.view.getUint8(at) : 0;
  }

  u16le(at: number): number {
    return this.fits(at, 2) ? this.view.getUint16(at, true) : 0;
  }

  u16be(at: number): number {
    return this.fits(at, 2) ? this.view.getUint16(at, false) : 0;
  }

  u32le(at: number): number {
    return this.fits(at, 4) ? this.view.getUint32(at, true) : 0;
  }

  u32be(at: number): number {
    return this.fits(at, 4) ? this.view.getUint32(at, false) : 0;
  }

  /** `size` bytes at `at` as Latin-1 text (four-character codes), or '' past the end. */
  ascii(at: number, size: number): string {
    if (!this.fits(at, size)) return '';
    return String.fromCharCode(...this.bytes.subarray(at, at + size));
  }
}
