import { crc32, deflateSync } from 'node:zlib';

/** Bytes from hex text; spaces are ignored so fields can be grouped for reading. */
export const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

/** One PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable 1×1 PNG built from its chunks. */
export function tinyPng(): Buffer {
  return Buffer.concat([
    hex('89504e470d0a1a0a'),
    pngChunk('IHDR', hex('00000001 00000001 08 02 00 00 00')), // 1×1, 8-bit RGB
    pngChunk('IDAT', deflateSync(hex('00 ff0000'))), // filter byte + one red pixel
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 1×1 GIF89a. */
export function tinyGif(): Buffer {
  return hex(
    '474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b',
  );
}
