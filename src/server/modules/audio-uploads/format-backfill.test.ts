import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_HEADER_BYTES } from '../../audio/audio-format.js';
import { audioFiles } from '../../db/schema/index.js';
import type { Storage } from '../../storage/storage.js';
import { fixture } from '../../test/audio-test-support.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser } from '../../test/factories.js';
import { createFormatBackfill } from './format-backfill.js';

describe('format backfill (files stored before the upload read their format)', () => {
  let t: TestApp;
  let projectId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The real storage, noting every range asked of it. */
  function notingRanges(storage: Storage) {
    const asked: Array<{ key: string; range?: { start: number; end: number } }> = [];
    const noting: Storage = {
      ...storage,
      get: (key, range) => {
        asked.push({ key, range });
        return storage.get(key, range);
      },
    };
    return { noting, asked };
  }

  it('reads the first bytes of older files, in batches, and stores their facts once', async () => {
    const { storage } = t.app.deps;
    const flac = await fixture('flac');
    // A long WAV (a master): only its head may be read.
    const longWav = Buffer.concat([
      (await fixture('wav')).subarray(0, 44),
      Buffer.alloc(AUDIO_HEADER_BYTES * 8),
    ]);
    await storage.put('old-take.flac', Readable.from([flac]));
    await storage.put('old-master.wav', Readable.from([longWav]));
    await storage.put('old-notes.wav', Readable.from([Buffer.from('not audio at all')]));
    const rows = {
      flac: await createAudioRow(t.app, projectId, {
        filename: 'old-take.flac',
        size: flac.length,
      }),
      wav: await createAudioRow(t.app, projectId, {
        filename: 'old-master.wav',
        size: longWav.length,
      }),
      junk: await createAudioRow(t.app, projectId, { filename: 'old-notes.wav', size: 16 }),
      // Its bytes were never stored: left for the next start.
      missing: await createAudioRow(t.app, projectId, { filename: 'gone.wav' }),
      // Already read at upload: not read again.
      known: await createAudioRow(t.app, projectId, {
        filename: 'never-read.mp3',
        container: 'mp3',
        sampleRate: 44100,
        channels: 2,
      }),
    };
    // More rows than one batch, so the walk goes on past its first page.
    for (let i = 0; i < 20; i++)
      await createAudioRow(t.app, projectId, { filename: `gone-${i}.wav` });

    const { noting, asked } = notingRanges(storage);
    const backfill = createFormatBackfill({
      storage: noting,
      repo: t.app.repositories.audioFormat,
      log: t.app.log,
    });
    try {
      backfill.start();
      backfill.start(); // a second start while it runs does nothing more
      await backfill.idle();
    } finally {
      await backfill.close();
    }

    const stored = await t.app.deps.db
      .select({
        id: audioFiles.id,
        container: audioFiles.container,
        sampleRate: audioFiles.sampleRate,
        bitDepth: audioFiles.bitDepth,
        channels: audioFiles.channels,
      })
      .from(audioFiles)
      .where(
        inArray(
          audioFiles.id,
          Object.values(rows).map((row) => row.id),
        ),
      );
    const byId = new Map(stored.map(({ id, ...format }) => [id, format]));
    expect(byId.get(rows.flac.id)).toEqual({
      container: 'flac',
      sampleRate: 22050,
      bitDepth: 16,
      channels: 1,
    });
    expect(byId.get(rows.wav.id)).toEqual({
      container: 'wav',
      sampleRate: 22050,
      bitDepth: 16,
      channels: 1,
    });
    expect(byId.get(rows.junk.id)).toEqual({
      container: 'unknown',
      sampleRate: null,
      bitDepth: null,
      channels: null,
    });
    expect(byId.get(rows.missing.id)?.container).toBeNull();
    expect(byId.get(rows.known.id)?.container).toBe('mp3');

    // Every file was asked for once, as a range within the header cap; the known one never.
    expect(asked.map((ask) => ask.key)).not.toContain('never-read.mp3');
    expect(asked.filter((ask) => ask.key === 'old-master.wav')).toEqual([
      { key: 'old-master.wav', range: { start: 0, end: AUDIO_HEADER_BYTES - 1 } },
    ]);
    expect(asked.filter((ask) => ask.key.startsWith('gone-'))).toHaveLength(20);
    expect(new Set(asked.map((ask) => ask.key)).size).toBe(asked.length);
  });
});
