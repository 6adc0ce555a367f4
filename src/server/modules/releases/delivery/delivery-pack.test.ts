import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../../storage/local-storage.js';
import type { Storage } from '../../../storage/storage.js';
import { readZip } from '../../../test/zip-test-support.js';
import { streamDeliveryPack } from './delivery-pack.js';
import {
  child,
  elements,
  parseCsv,
  parseXml,
  sampleInput,
  sampleTrack,
  textAt,
} from './delivery.test-support.js';

let root: string;
let storage: Storage;
const masterBytes = new Map<string, Buffer>();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'delivery-pack-'));
  storage = localStorage(root);
  for (const n of [1, 2, 3]) {
    // Bytes that deflate well, so a pack that recompressed the masters would differ in size.
    const bytes = Buffer.concat([Buffer.from(`RIFF master ${n} `), Buffer.alloc(200_000 + n, n)]);
    masterBytes.set(`audio/master-${n}.wav`, bytes);
    await storage.put(`audio/master-${n}.wav`, Readable.from([bytes]));
  }
  await storage.put(
    'art/cover.jpg',
    Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])]),
  );
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const packOf = async (input: ReturnType<typeof sampleInput>) =>
  readZip(await buffer(streamDeliveryPack(input, storage)));

describe('delivery pack', () => {
  it('holds the ERN, the CSV, the renamed masters byte for byte, artwork, splits and lyrics', async () => {
    const entries = await packOf(sampleInput());
    expect([...entries.keys()].sort()).toEqual([
      '01 - Song 1.wav',
      '02 - Song 2.wav',
      '03 - Song 3.wav',
      'artwork.jpg',
      'ern.xml',
      'lyrics/01 - Song 1.txt',
      'lyrics/02 - Song 2.txt',
      'lyrics/03 - Song 3.txt',
      'splits/master.csv',
      'splits/publishing.csv',
      'tracks.csv',
    ]);
    for (const n of [1, 2, 3]) {
      expect(
        entries.get(`0${n} - Song ${n}.wav`)!.equals(masterBytes.get(`audio/master-${n}.wav`)!),
      ).toBe(true);
    }
    expect(entries.get('artwork.jpg')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));

    const ern = parseXml(entries.get('ern.xml')!.toString('utf8'));
    const recordings = elements(child(ern, 'ResourceList'));
    expect(recordings.map((r) => textAt(r, 'DisplayTitleText'))).toEqual([
      'Song 1',
      'Song 2',
      'Song 3',
    ]);
    const uri = ['SoundRecordingEdition', 'TechnicalDetails', 'DeliveryFile', 'File', 'URI'];
    expect(recordings.map((r) => entries.has(textAt(r, ...uri)))).toEqual([true, true, true]);

    const [, ...rows] = parseCsv(entries.get('tracks.csv')!.toString('utf8'));
    expect(rows.map((row) => [row[10], row[11], row[17]])).toEqual([
      ['Song 1', 'GBAYE2600001', '01 - Song 1.wav'],
      ['Song 2', 'GBAYE2600002', '02 - Song 2.wav'],
      ['Song 3', 'GBAYE2600003', '03 - Song 3.wav'],
    ]);
    expect(entries.get('lyrics/02 - Song 2.txt')!.toString('utf8')).toBe(
      'Song 2\r\n\r\nLine one of 2\r\nLine two\r\n',
    );
    expect(parseCsv(entries.get('splits/master.csv')!.toString('utf8'))).toHaveLength(4);
  });

  it('carries CHECKLIST.txt only when the release is not ready', async () => {
    const input = sampleInput({ artwork: null });
    input.checklist = {
      ready: false,
      release: [{ code: 'artwork', ok: false, fix: '/releases/r' }],
      tracks: [],
    };
    const entries = await packOf(input);
    expect(entries.get('CHECKLIST.txt')!.toString('utf8')).toContain(
      '- [ ] Artwork: a square JPEG or PNG, 1400 to 5000 pixels a side (/releases/r)',
    );
    expect(entries.has('artwork.jpg')).toBe(false);
    expect(
      entries.has('CHECKLIST.txt') && !(await packOf(sampleInput())).has('CHECKLIST.txt'),
    ).toBe(true);
  });

  it('stores the masters as they are rather than recompressing them', async () => {
    const zip = await buffer(streamDeliveryPack(sampleInput(), storage));
    const masters = [...masterBytes.values()].reduce((sum, bytes) => sum + bytes.length, 0);
    expect(zip.length).toBeGreaterThan(masters);
  });

  it('fails the stream, not hangs, when a master is missing from storage', async () => {
    const input = sampleInput();
    input.tracks[2] = sampleTrack(3, {
      master: {
        storageKey: 'audio/gone.wav',
        mime: 'audio/wav',
        originalName: 'g.wav',
        container: 'wav',
      },
    });
    await expect(buffer(streamDeliveryPack(input, storage))).rejects.toThrow();
  });
});
