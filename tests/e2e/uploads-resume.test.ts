import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUMABLE_CHUNK_BYTES } from '../../src/shared/constants';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const RESUMABLE = '**/api/uploads/resumable**';
const TOTAL_BYTES = 50 * 1024 * 1024;

/** A mono 16-bit 44.1 kHz WAV of `bytes` bytes (a quiet ramp), written without holding it all. */
async function writeWav(file: string, bytes: number): Promise<void> {
  const data = bytes - 44;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(bytes - 8, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(88_200, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  const handle = await open(file, 'w');
  try {
    await handle.write(header);
    const block = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < block.length; i += 2) block.writeInt16LE(((i / 2) % 2000) - 1000, i);
    for (let written = 0; written < data; written += block.length) {
      await handle.write(block.subarray(0, Math.min(block.length, data - written)));
    }
  } finally {
    await handle.close();
  }
}

/** The upload queue's row of one file. */
const uploadRow = (page: Page, name: string) =>
  page.locator('[data-upload-state]').filter({ hasText: name });

// Issue 16 item 6: a 50 MB upload interrupted by a reload goes on from the bytes the server
// already has. The page's chunks are let through two at a time by the test, so where the
// reload happens is decided by bytes on the server, not by timing.
describe('an upload that survives a reload', () => {
  let s: BrowserSession;
  let dir = '';
  let wav = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-resume-'));
    wav = path.join(dir, 'long-take.wav');
    await writeWav(wav, TOTAL_BYTES);
    s = await openBrowser();
    await signUpFresh(s.page, { prefix: 'resume', artistName: 'Resume Tester' });
  });
  afterAll(async () => {
    await s.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reloads in the middle of a 50 MB upload and finishes it without starting from zero', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();

    // Two chunks reach the server; the third is held until the page goes away.
    let patches = 0;
    let held: Route | null = null;
    const twoChunks = async (route: Route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches <= 2) return route.continue();
      held = route;
    };
    await page.route(RESUMABLE, twoChunks);
    await page.getByLabel('Choose audio files to upload').setInputFiles(wav);
    const row = uploadRow(page, 'long-take.wav');
    await expect.poll(() => held !== null, { timeout: 30_000 }).toBe(true);

    // What the server holds, asked the way the client asks it.
    const uploadUrl = (held as Route | null)!.request().url();
    const offsetOnServer = async () => {
      const res = await page.request.head(uploadUrl, { headers: { 'Tus-Resumable': '1.0.0' } });
      expect(res.status()).toBe(200);
      return Number(res.headers()['upload-offset']);
    };
    expect(await offsetOnServer()).toBe(2 * RESUMABLE_CHUNK_BYTES);

    // The held chunk dies with the page (let go before, it would still reach the server).
    await page.reload();
    await page.unroute(RESUMABLE, twoChunks);
    // The page offers the unfinished upload at the server's percent.
    const percent = Math.floor((2 * RESUMABLE_CHUNK_BYTES * 100) / TOTAL_BYTES);
    await row.getByText(`Stopped at ${percent}% when the page closed.`, { exact: false }).waitFor();
    await expect(row.getAttribute('data-upload-state')).resolves.toBe('interrupted');

    // Choosing the same file again goes on from the server's byte: no new upload, and the
    // first chunk sent starts where the server stood.
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads/resumable')) sent.push(request);
    });
    await page.getByLabel('Choose audio files to upload').setInputFiles(wav);
    await page.getByRole('button', { name: 'Play long-take' }).waitFor({ timeout: 60_000 });
    expect(sent.filter((request) => request.method() === 'POST')).toHaveLength(0);
    const firstPatch = sent.find((request) => request.method() === 'PATCH');
    expect(firstPatch?.headers()['upload-offset']).toBe(String(2 * RESUMABLE_CHUNK_BYTES));
    const patched = sent.filter((request) => request.method() === 'PATCH').length;
    expect(patched).toBe(
      Math.ceil((TOTAL_BYTES - 2 * RESUMABLE_CHUNK_BYTES) / RESUMABLE_CHUNK_BYTES),
    );
    await expect.poll(() => row.count()).toBe(0);

    const songs = await page.request.get('/api/audio/all');
    const [song] = (await songs.json()) as { originalName: string; size: number }[];
    expect(song).toMatchObject({ originalName: 'long-take.wav', size: TOTAL_BYTES });
    // Finished: asked again, the upload says every byte is in and answers the same song.
    const done = await page.request.head(uploadUrl, { headers: { 'Tus-Resumable': '1.0.0' } });
    expect(done.headers()['upload-offset']).toBe(String(TOTAL_BYTES));
    expect((await (await page.request.get(uploadUrl)).json()).id).toBe(
      ((await songs.json()) as { id: string }[])[0]!.id,
    );
  });
  it("goes on from the server's byte when the connection drops in the middle of a chunk", async () => {
    const { page } = s;
    const file = path.join(dir, 'flaky-take.wav');
    await writeWav(file, 20 * 1024 * 1024);
    await page.goto('/studio');
    const offsets: string[] = [];
    let dropped = false;
    const dropOnce = async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      offsets.push(request.headers()['upload-offset'] ?? '');
      // The second chunk never arrives: the line drops.
      if (offsets.length === 2 && !dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    };
    await page.route(RESUMABLE, dropOnce);
    await page.getByLabel('Choose audio files to upload').setInputFiles(file);
    await page.getByRole('button', { name: 'Play flaky-take' }).waitFor({ timeout: 60_000 });
    await page.unroute(RESUMABLE, dropOnce);
    const chunk = RESUMABLE_CHUNK_BYTES;
    // The dropped chunk is sent again from the same byte, then the rest; nothing twice.
    expect(offsets).toEqual(['0', String(chunk), String(chunk), String(2 * chunk)]);
  });

  it('makes the song once when the answer to the last chunk is lost on the way', async () => {
    const { page } = s;
    const file = path.join(dir, 'lost-answer.wav');
    await writeWav(file, 3 * 1024 * 1024);
    await page.goto('/studio');
    const sent: string[] = [];
    let lost = false;
    // The last (only) chunk reaches the server, which makes the song; its answer never
    // comes back. The client asks where the upload stands and must not send it again.
    const loseAnswer = async (route: Route) => {
      const request = route.request();
      sent.push(request.method());
      if (request.method() !== 'PATCH' || lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    };
    await page.route(RESUMABLE, loseAnswer);
    await page.getByLabel('Choose audio files to upload').setInputFiles(file);
    await page.getByRole('button', { name: 'Play lost-answer' }).waitFor({ timeout: 60_000 });
    await page.unroute(RESUMABLE, loseAnswer);
    expect(lost).toBe(true);
    expect(sent.filter((method) => method === 'POST')).toHaveLength(1);
    expect(sent.filter((method) => method === 'PATCH')).toHaveLength(1);
    const songs = (await (await page.request.get('/api/audio/all')).json()) as {
      originalName: string;
    }[];
    expect(songs.filter((song) => song.originalName === 'lost-answer.wav')).toHaveLength(1);
    await expect.poll(() => uploadRow(page, 'lost-answer.wav').count()).toBe(0);
  });

  it('after a reload, an upload the server had whole is not asked for again: a refused one says why', async () => {
    const { page } = s;
    const noise = path.join(dir, 'not-audio.wav');
    await writeFile(noise, randomBytes(256 * 1024));
    await page.goto('/studio');
    // The last (only) chunk reaches the server; the page reloads before its answer comes.
    let reached = false;
    const reloadBeforeAnswer = async (route: Route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await route.fetch();
      reached = true;
    };
    await page.route(RESUMABLE, reloadBeforeAnswer);
    await page.getByLabel('Choose audio files to upload').setInputFiles(noise);
    await expect.poll(() => reached, { timeout: 30_000 }).toBe(true);
    await page.reload();
    await page.unroute(RESUMABLE, reloadBeforeAnswer);
    const row = uploadRow(page, 'not-audio.wav');
    await row.getByText('Unsupported file type', { exact: false }).waitFor();
    await expect(row.getAttribute('data-upload-state')).resolves.toBe('failed');
    await expect(row.getByText('Stopped at', { exact: false }).count()).resolves.toBe(0);
  });
});
