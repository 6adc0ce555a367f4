import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFileDetail } from '../../../shared/schemas/audio.js';
import type { AudioAnalysis } from '../../../shared/schemas/audio-analysis.js';
import { clickTrack, heldChord } from '../../audio/test-signals.js';
import { encodeWav } from '../../audio/wav-encoder.js';
import { PROJECT_EVENTS_CHANNEL } from '../../db/project-events.js';
import { currentWorkOwner, runAs, type WorkOwner } from '../../db/work-owner.js';
import { audioFiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/audio-test-support.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { createSoundAnalyser } from './sound-analyser.js';

const RATE = 44_100;

/** 20 s of a held C-major triad with a click on every beat at 120 BPM. */
function songWav(): Buffer {
  const chord = heldChord([60, 64, 67], 20, RATE);
  const clicks = clickTrack(120, 20, RATE);
  return encodeWav(
    chord.map((sample, i) => 0.5 * sample + 0.5 * clicks[i]!),
    RATE,
  );
}

describe('audio analysis after upload (loudness, tempo, key)', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let projectId: string;

  const getAudio = (id: string, cookie = owner.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/audio/${id}`, headers: { cookie } });

  /** Polls GET /api/audio/{id} until the analysis is no longer pending (as an open page would). */
  async function untilAnalysed(id: string): Promise<AudioFileDetail> {
    const deadline = Date.now() + 25_000;
    for (;;) {
      const file = (await getAudio(id)).json<AudioFileDetail>();
      if (file.analysisState !== 'pending' || Date.now() > deadline) return file;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the upload before measuring, then measures it and tells open pages', async () => {
    const events: string[] = [];
    const unlisten = await t.app.deps.listen(PROJECT_EVENTS_CHANNEL, (payload) =>
      events.push(payload),
    );
    const body = multipart([{ name: 'audio', filename: 'groove.wav', content: songWav() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/audio`,
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const [uploaded] = res.json<AudioFileDetail[]>();
    // The answer carries duration and waveform, and the analysis still to come.
    expect(uploaded!.duration).toBeCloseTo(20, 1);
    expect(uploaded!.analysisState).toBe('pending');
    expect(uploaded!.analysis).toBeNull();

    const file = await untilAnalysed(uploaded!.id);
    expect(file.analysisState).toBe('done');
    const analysis = file.analysis!;
    expect(analysis.integratedLufs).toBeGreaterThan(-30);
    expect(analysis.integratedLufs).toBeLessThan(-5);
    expect(analysis.truePeakDbtp).toBeLessThanOrEqual(0.5);
    expect(analysis.truePeakDbtp).toBeGreaterThan(-12);
    expect(analysis.loudnessRange).toBeGreaterThanOrEqual(0);
    expect(Math.abs(analysis.bpm! - 120)).toBeLessThanOrEqual(1);
    expect(analysis.key).toBe('C major');
    for (const confidence of [analysis.bpmConfidence, analysis.keyConfidence]) {
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }

    // The song list carries the same figures (columns of the row, no query per song).
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/audio`,
      headers: { cookie: owner.cookie },
    });
    const listed = list.json<Array<{ id: string; analysis: AudioAnalysis | null }>>();
    expect(listed.find((song) => song.id === uploaded!.id)?.analysis).toEqual(analysis);

    // One event for the upload, one when its figures were stored.
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
    const audioEvents = events.map((e) => JSON.parse(e) as { kind: string; ids: string[] });
    expect(
      audioEvents.filter((e) => e.kind === 'audio' && e.ids.includes(uploaded!.id)),
    ).toHaveLength(2);
    await unlisten();
  });

  it('shows the figures only to those who may see the song', async () => {
    const [row] = await t.app.deps.db.select({ id: audioFiles.id }).from(audioFiles).limit(1);
    expect((await getAudio(row!.id, stranger.cookie)).statusCode).toBe(404);
  });

  it('marks a file no decoder reads undecodable, and a file it cannot read failed', async () => {
    const junk = await createAudioRow(t.app, projectId, { filename: 'junk-file.wav' });
    await t.app.deps.storage.put('junk-file.wav', Readable.from([Buffer.from('RIFF....WAVEjunk')]));
    const missing = await createAudioRow(t.app, projectId); // its bytes were never stored
    const analyser = createSoundAnalyser({
      db: t.app.deps.db,
      storage: t.app.deps.storage,
      repo: t.app.repositories.audioAnalysis,
      log: t.app.log,
    });
    try {
      analyser.wake();
      await analyser.idle();
    } finally {
      await analyser.close();
    }
    const stateOf = async (id: string) => (await getAudio(id)).json<AudioFileDetail>();
    expect(await stateOf(junk.id)).toMatchObject({ analysisState: 'undecodable', analysis: null });
    expect(await stateOf(missing.id)).toMatchObject({ analysisState: 'failed', analysis: null });
  });

  it("measures in no request's turns: an upload that wakes it lends it neither owner nor place", async () => {
    const repo = t.app.repositories.audioAnalysis;
    const owners: Array<WorkOwner | undefined> = [];
    const analyser = createSoundAnalyser({
      db: t.app.deps.db,
      storage: t.app.deps.storage,
      repo: {
        ...repo,
        nextPending: (limit) => {
          owners.push(currentWorkOwner());
          return repo.nextPending(limit);
        },
      },
      log: t.app.log,
    });
    try {
      // As an upload request wakes it: its statements would otherwise be this account's, and
      // go before the account's later requests in the database's turns.
      runAs({ key: 'account:uploader', arrivedAt: performance.now() }, () => analyser.wake());
      await analyser.idle();
    } finally {
      await analyser.close();
    }
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((owner) => owner === undefined)).toBe(true);
  });

  it('backfills files stored before the measure, once: only pending files are picked', async () => {
    const wav = encodeWav(clickTrack(90, 12, 22_050), 22_050);
    await t.app.deps.storage.put('old-song.wav', Readable.from([wav]));
    const old = await createAudioRow(t.app, projectId, {
      filename: 'old-song.wav',
      size: wav.length,
    });
    const repo = t.app.repositories.audioAnalysis;
    expect((await repo.nextPending(100)).map((file) => file.id)).toEqual([old.id]);
    const analyser = createSoundAnalyser({
      db: t.app.deps.db,
      storage: t.app.deps.storage,
      repo,
      log: t.app.log,
    });
    try {
      analyser.wake();
      analyser.wake(); // a second call while running only asks it to look again
      await analyser.idle();
    } finally {
      await analyser.close();
    }
    const [stored] = await t.app.deps.db
      .select({ state: audioFiles.analysisState, analysis: audioFiles.analysis })
      .from(audioFiles)
      .where(eq(audioFiles.id, old.id));
    expect(stored!.state).toBe('done');
    expect(Math.abs(stored!.analysis!.bpm! - 90)).toBeLessThanOrEqual(1);
    expect(await repo.nextPending(100)).toEqual([]);
  });
});
