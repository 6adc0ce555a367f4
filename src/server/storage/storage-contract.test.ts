import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, TEST_S3_CREDENTIALS } from '../test/s3-test-server.js';
import { localStorage } from './local-storage.js';
import { RESUMABLE_FOLDER } from './partial-files.js';
import { s3Storage } from './s3-storage.js';
import { StorageLimitError, type Storage } from './storage.js';

// One contract, every driver: what the app relies on from Storage holds on local disk and on
// an S3 protocol server alike (started here, in this process, on loopback).

interface Driver {
  storage: Storage;
  /** Writes a file into the resumable area, as tus leaves a finished upload there. */
  writePartial(id: string, bytes: string): Promise<void>;
  /** Requests the store received, where it can tell (the S3 server); empty on disk. */
  requests: string[];
  close(): Promise<void>;
}

/** Keys per listing page on S3: small, so a listing of a handful of files spans pages. */
const PAGE_SIZE = 2;

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'trackroom-contract-'));
      const storage = localStorage(root);
      return {
        storage,
        async writePartial(id, bytes) {
          const area = storage.resumableArea;
          if (area.kind !== 'disk') throw new Error('A disk storage with an object store area');
          await mkdir(area.directory, { recursive: true });
          await writeFile(path.join(area.directory, id), bytes);
        },
        requests: [],
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3 protocol server',
    async () => {
      const server = await startS3TestServer();
      const storage = await s3Storage(server.location, {
        credentials: TEST_S3_CREDENTIALS,
        pageSize: PAGE_SIZE,
      });
      // The area seen as a store of its own, to put a partial object into it.
      const area = await s3Storage(
        { ...server.location, prefix: `${RESUMABLE_FOLDER}/` },
        { credentials: TEST_S3_CREDENTIALS },
      );
      return {
        storage,
        writePartial: async (id, bytes) => void (await area.put(id, body(bytes))),
        requests: server.requests,
        close: server.stop,
      };
    },
  ],
];

const body = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

async function keysOf(storage: Storage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

describe.each(drivers)('storage contract: %s', (_name, open) => {
  let driver: Driver;
  let storage: Storage;
  beforeAll(async () => {
    driver = await open();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  it('streams bytes in and reads them back whole or by inclusive byte range', async () => {
    expect(await storage.put('put/a.txt', body('hello ', 'world'))).toEqual({ size: 11 });
    expect(await storage.stat('put/a.txt')).toEqual({ size: 11 });
    expect(await text(storage.get('put/a.txt'))).toBe('hello world');
    expect(await text(storage.get('put/a.txt', { start: 6, end: 10 }))).toBe('world');
    expect(await text(storage.get('put/a.txt', { start: 0, end: 0 }))).toBe('h');
    expect(await text(storage.get('put/a.txt', { start: 3, end: 7 }))).toBe('lo wo');
  });

  it('stores a file larger than one multipart part whole', async () => {
    // 12 MiB in 1 MiB chunks: three parts of S3's 5 MiB minimum.
    const chunks = Array.from({ length: 12 }, (_, index) => Buffer.alloc(1024 * 1024, index));
    const { size } = await storage.put('put/big.bin', Readable.from(chunks));
    expect(size).toBe(12 * 1024 * 1024);
    const tail = await buffer(storage.get('put/big.bin', { start: size - 3, end: size - 1 }));
    expect([...tail]).toEqual([11, 11, 11]);
    const across = await buffer(
      storage.get('put/big.bin', { start: 5 * 1024 * 1024 - 1, end: 5 * 1024 * 1024 }),
    );
    expect([...across]).toEqual([4, 5]);
    expect((await buffer(storage.get('put/big.bin'))).equals(Buffer.concat(chunks))).toBe(true);
    await storage.delete('put/big.bin');
  });

  it('answers a missing key: stat null, an error on the read stream, delete fine', async () => {
    expect(await storage.stat('missing/none.txt')).toBeNull();
    await expect(text(storage.get('missing/none.txt'))).rejects.toThrow();
    await storage.delete('missing/none.txt');
    await storage.put('missing/once.txt', body('x'));
    await storage.delete('missing/once.txt');
    await storage.delete('missing/once.txt');
    expect(await storage.stat('missing/once.txt')).toBeNull();
  });

  it('copies so that deleting the source leaves the copy whole', async () => {
    await storage.put('copy/source.txt', body('the same bytes'));
    await storage.copy('copy/source.txt', 'copy/target.txt');
    await storage.delete('copy/source.txt');
    expect(await storage.stat('copy/source.txt')).toBeNull();
    expect(await text(storage.get('copy/target.txt'))).toBe('the same bytes');
    expect(await storage.stat('copy/target.txt')).toEqual({ size: 14 });
  });

  it('adopts a finished resumable upload as a key without sending its bytes, and never lists the area', async () => {
    const id = 'f'.repeat(32);
    await driver.writePartial(id, 'a finished upload');
    const sent = driver.requests.length;
    await storage.adoptResumable(id, 'adopted/song.wav');
    if (storage.kind === 's3') {
      // One request: the server-side copy.
      expect(driver.requests.slice(sent)).toEqual([
        'PUT /trackroom-test/adopted/song.wav?x-id=CopyObject',
      ]);
    }
    expect(await text(storage.get('adopted/song.wav'))).toBe('a finished upload');
    // The partial file is not a stored file: no listing shows it, whatever the prefix.
    expect(await keysOf(storage)).not.toContainEqual(expect.stringContaining(id));
    expect(await keysOf(storage, '.')).toEqual([]);
    await expect(storage.adoptResumable('../escape', 'adopted/x.wav')).rejects.toThrow(
      'Unsafe resumable upload id',
    );
    await storage.delete('adopted/song.wav');
  });

  it('lists every file under a prefix, with size and time, across listing pages', async () => {
    const before = Date.now() - 60_000;
    const keys = ['list/a.txt', 'list/b.txt', 'list/c/d.txt', 'list/c/e.txt', 'list/f.txt'];
    for (const [index, key] of keys.entries()) await storage.put(key, body('x'.repeat(index + 1)));
    await storage.put('listing/other.txt', body('y'));

    expect(keys.length).toBeGreaterThan(PAGE_SIZE * 2);
    expect(await keysOf(storage, 'list/')).toEqual(keys);
    expect(await keysOf(storage, 'list/c/')).toEqual(['list/c/d.txt', 'list/c/e.txt']);
    expect(await keysOf(storage, 'list')).toEqual([...keys, 'listing/other.txt']);
    expect(await keysOf(storage, 'list/c/d')).toEqual(['list/c/d.txt']);
    expect(await keysOf(storage, 'nothing/')).toEqual([]);
    const files = [];
    for await (const file of storage.list('list/c/')) files.push(file);
    files.sort((a, b) => a.key.localeCompare(b.key));
    expect(files.map((file) => file.size)).toEqual([3, 4]);
    for (const file of files) {
      expect(file.modifiedMs).toBeGreaterThan(before);
      expect(file.modifiedMs).toBeLessThanOrEqual(Date.now() + 5_000);
    }
    expect(await keysOf(storage)).toEqual(expect.arrayContaining([...keys, 'listing/other.txt']));
  });

  it('refuses a stream over maxBytes and leaves nothing behind', async () => {
    await expect(
      storage.put('limit/first-chunk.bin', body('0123456789'), { maxBytes: 4 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    await expect(
      storage.put('limit/later.bin', body('abc', 'def'), { maxBytes: 4 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.put('limit/exact.bin', body('abcd'), { maxBytes: 4 })).toEqual({
      size: 4,
    });
    // Over the limit after whole parts have gone up: the multipart upload is aborted.
    const sent = driver.requests.length;
    const chunks = Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024));
    await expect(
      storage.put('limit/parts.bin', Readable.from(chunks), { maxBytes: 11 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    const requests = driver.requests.slice(sent);
    if (storage.kind === 's3') {
      expect(requests.some((request) => /^POST .*\?uploads/.test(request))).toBe(true);
      expect(requests.some((request) => /^DELETE .*uploadId=/.test(request))).toBe(true);
    }
    expect(await keysOf(storage, 'limit/')).toEqual(['limit/exact.bin']);
    expect(await storage.stat('limit/parts.bin')).toBeNull();
  });

  it('leaves nothing when the source stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('cut/file.bin', failing)).rejects.toThrow();
    expect(await keysOf(storage, 'cut/')).toEqual([]);
  });

  it('reports itself writable and leaves no probe behind', async () => {
    const before = await keysOf(storage);
    expect(await storage.isWritable()).toBe(true);
    expect(await keysOf(storage)).toEqual(before);
  });

  it('refuses keys that could leave its folder or prefix', async () => {
    await expect(storage.put('../escape.txt', body('x'))).rejects.toThrow('Unsafe storage key');
    expect(() => storage.get('/etc/passwd')).toThrow('Unsafe storage key');
  });
});
