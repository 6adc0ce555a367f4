import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.js';
import { partialName, partialWriter } from './partial-files.js';
import { StorageLimitError, type Storage } from './storage.js';

describe('local disk storage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'trackroom-storage-'));
    storage = localStorage(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('streams bytes in and reads them back whole or by inclusive byte range', async () => {
    const { size } = await storage.put(
      'songs/a.txt',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    expect(size).toBe(11);
    expect(await storage.stat('songs/a.txt')).toEqual({ size: 11 });
    expect(await text(storage.get('songs/a.txt'))).toBe('hello world');
    expect(await text(storage.get('songs/a.txt', { start: 6, end: 10 }))).toBe('world');
  });

  it('refuses a stream over maxBytes and leaves no file behind, even when the first chunk is too big', async () => {
    await expect(
      storage.put('big.bin', Readable.from([Buffer.alloc(10)]), { maxBytes: 4 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    await expect(
      storage.put('later.bin', Readable.from([Buffer.alloc(3), Buffer.alloc(3)]), { maxBytes: 4 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await readdir(root)).toEqual([]);
  });

  it('leaves no file when the source stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('cut.bin', failing)).rejects.toThrow('client went away');
    expect(await readdir(root)).toEqual([]);
  });

  it('writes under a temporary name and shows the key only once the file is complete', async () => {
    const body = new PassThrough();
    const stored = storage.put('whole.bin', body);
    body.write(Buffer.from('half '));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = await readdir(root);
    expect(during).toHaveLength(1);
    expect(partialWriter(during[0]!)?.pid).toBe(process.pid);
    expect(await storage.stat('whole.bin')).toBeNull();
    body.end(Buffer.from('and whole'));
    await stored;
    expect(await readdir(root)).toEqual(['whole.bin']);
    expect(await text(storage.get('whole.bin'))).toBe('half and whole');
  });

  it('never overwrites an existing key', async () => {
    await storage.put('once.txt', Readable.from([Buffer.from('first')]));
    await expect(storage.put('once.txt', Readable.from([Buffer.from('second')]))).rejects.toThrow();
    expect(await text(storage.get('once.txt'))).toBe('first');
  });

  it('rejects keys that could leave its folder', async () => {
    await expect(storage.put('../escape.txt', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      'Unsafe storage key',
    );
    expect(() => storage.get('/etc/passwd')).toThrow('Unsafe storage key');
    expect(await storage.stat('a/../../b')).toBeNull();
  });

  it('lists stored files by key prefix, leaving out files being written and resumable uploads', async () => {
    await storage.put('a.txt', Readable.from([Buffer.from('a')]));
    await storage.put('pics/b.png', Readable.from([Buffer.from('bb')]));
    await storage.put('pics/c.png', Readable.from([Buffer.from('ccc')]));
    await writeFile(path.join(root, 'pics', partialName('d.png')), 'half');
    await mkdir(path.join(root, '.resumable'));
    await writeFile(path.join(root, '.resumable', 'upload-1'), 'chunk');
    const keys = async (prefix?: string) => {
      const found: string[] = [];
      for await (const file of storage.list(prefix)) found.push(file.key);
      return found.sort();
    };
    expect(await keys()).toEqual(['a.txt', 'pics/b.png', 'pics/c.png']);
    expect(await keys('pics/')).toEqual(['pics/b.png', 'pics/c.png']);
    expect(await keys('pics/c')).toEqual(['pics/c.png']);
    expect(await keys('nothing/')).toEqual([]);
  });

  it('deletes idempotently and reports writability', async () => {
    await storage.put('gone.txt', Readable.from([Buffer.from('x')]));
    await storage.delete('gone.txt');
    await storage.delete('gone.txt');
    expect(await storage.stat('gone.txt')).toBeNull();
    expect(await storage.isWritable()).toBe(true);
  });
});
