import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.js';
import { computePeaks } from '../../audio/peaks.js';
import { encodeWav } from '../../audio/wav-encoder.js';
import { renderSong } from '../../audio/wav-synth.js';
import type { DbExecutor } from '../../db/client.js';
import type { audioFiles } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { insertAccount, insertProfileWithLibrary } from '../auth/index.js';
import { hashPassword } from '../../lib/password.js';
import { findDemoAccount, insertAudioFiles } from './demo.repository.js';
import { PERSONAL_SONGS, STUDIO_SONGS, type DemoSong } from './demo-songs.js';
import { PERSONAL_PROFILE, STUDIO_PROFILE } from './demo-profiles.js';

export const DEMO_EMAIL = 'demo@trackroom.app';
const SAMPLE_RATE = 22_050;

export interface DemoAccount {
  accountId: string;
  studioProfileId: string;
  personalProfileId: string;
}

type DemoDeps = Pick<AppDeps, 'db' | 'storage'>;
type StoredSong = Omit<typeof audioFiles.$inferInsert, 'projectId' | 'uploaderProfileId'>;

/** Renders a song, writes its WAV under an unguessable name, and describes the row to insert. */
async function storeSong(deps: DemoDeps, song: DemoSong): Promise<StoredSong> {
  const samples = renderSong(song.sketch, SAMPLE_RATE);
  const filename = `${randomUUID()}.wav`;
  const { size } = await deps.storage.put(filename, Readable.from(encodeWav(samples, SAMPLE_RATE)));
  return {
    filename,
    originalName: `${song.title}.wav`,
    title: song.title,
    mimeType: 'audio/wav',
    size,
    duration: samples.length / SAMPLE_RATE,
    peaks: computePeaks(samples),
    notes: '',
  };
}

async function createProfileWithSongs(
  tx: DbExecutor,
  values: Parameters<typeof insertProfileWithLibrary>[1],
  songs: StoredSong[],
): Promise<string> {
  const { profile, library } = await insertProfileWithLibrary(tx, values);
  await insertAudioFiles(
    tx,
    songs.map((song) => ({ ...song, projectId: library.id, uploaderProfileId: profile.id })),
  );
  return profile.id;
}

async function createDemoAccount(deps: DemoDeps): Promise<void> {
  // Nobody can sign in to the demo account with a password: its hash is of random bytes.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const studioSongs = await Promise.all(STUDIO_SONGS.map((song) => storeSong(deps, song)));
  const personalSongs = await Promise.all(PERSONAL_SONGS.map((song) => storeSong(deps, song)));
  const now = Date.now();
  try {
    await deps.db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        email: DEMO_EMAIL,
        passwordHash,
        role: 'founder',
        isDemo: true,
      });
      const accountId = account.id;
      // Distinct creation times keep "studio first, personal second" deterministic.
      const studio = {
        ...STUDIO_PROFILE,
        accountId,
        createdAt: new Date(now),
        onboardedAt: new Date(now),
      };
      const personal = {
        ...PERSONAL_PROFILE,
        accountId,
        createdAt: new Date(now + 1),
        onboardedAt: new Date(now + 1),
      };
      await createProfileWithSongs(tx, studio, studioSongs);
      await createProfileWithSongs(tx, personal, personalSongs);
    });
  } catch (error) {
    await Promise.all(
      [...studioSongs, ...personalSongs].map((song) => deps.storage.delete(song.filename)),
    );
    // Another process (or request) created the demo account first: theirs is as good as ours.
    if (!isUniqueViolation(error)) throw error;
  }
}

async function findOrCreate(deps: DemoDeps): Promise<DemoAccount> {
  let found = await findDemoAccount(deps.db, DEMO_EMAIL);
  if (!found) {
    await createDemoAccount(deps);
    found = await findDemoAccount(deps.db, DEMO_EMAIL);
  }
  const [studioProfileId, personalProfileId] = found?.profileIds ?? [];
  if (!found || !studioProfileId || !personalProfileId) {
    throw new Error('The demo account is missing its studio or personal profile');
  }
  return { accountId: found.accountId, studioProfileId, personalProfileId };
}

// Concurrent demo logins in one process share one creation instead of racing to the
// unique index; the index still settles races between processes.
const pending = new WeakMap<DemoDeps['db'], Promise<DemoAccount>>();

/** The demo account's ids, creating the account with its songs the first time. */
export function ensureDemoAccount(deps: DemoDeps): Promise<DemoAccount> {
  const running = pending.get(deps.db);
  if (running) return running;
  const work = findOrCreate(deps).finally(() => pending.delete(deps.db));
  pending.set(deps.db, work);
  return work;
}

/** Start-up seeding (SEED_DEMO=true): creates the demo account once; later starts change nothing. */
export async function ensureDemoData(deps: AppDeps): Promise<void> {
  await ensureDemoAccount(deps);
}
