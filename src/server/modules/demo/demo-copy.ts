import { randomUUID } from 'node:crypto';
import { DEMO_STORAGE_MB } from '../../../shared/constants.js';
import type { AppDeps } from '../../app-deps.js';
import type { DbExecutor } from '../../db/client.js';
import { insertAccount, insertProfileWithLibrary } from '../auth/index.js';
import { demoExpiryFrom } from '../../plugins/auth.js';
import { PERSONAL_PROFILE, STUDIO_PROFILE } from './demo-profiles.js';
import { ensureDemoAccount } from './demo-seed.js';
import {
  insertAudioFiles,
  insertDemoPlays,
  insertPlaylist,
  insertProject,
  insertProjectShowcase,
  librarySongsOf,
  type TemplateSong,
} from './demo.repository.js';
import {
  SHOWCASE_COMMENT,
  SHOWCASE_CREDITS,
  SHOWCASE_LYRICS,
  SHOWCASE_PLAYLIST,
  SHOWCASE_PROJECT,
  SHOWCASE_SPLITS,
} from './demo-showcase.js';

type DemoDeps = Pick<AppDeps, 'db' | 'storage'>;

/** The studio song the showcase project is about (its lyrics are this song's). */
const FEATURED_SONG = SHOWCASE_LYRICS.title;

/** A visitor's own demo copy: its account and the two profiles' ids (studio first). */
export interface DemoCopy {
  accountId: string;
  studioProfileId: string;
  personalProfileId: string;
}

// Copies are never signed into with a password: this is no scrypt hash, so every check fails
// without spending a hash per copy.
const NO_PASSWORD = 'demo-copy:no-password';

/** A song of the template under a fresh key sharing the template's stored bytes. */
async function copySong(deps: DemoDeps, song: TemplateSong): Promise<TemplateSong> {
  const filename = `${randomUUID()}.${song.filename.split('.').pop() ?? 'wav'}`;
  await deps.storage.copy(song.filename, filename);
  return { ...song, filename };
}

async function insertCopy(
  tx: DbExecutor,
  now: Date,
  songs: { studio: TemplateSong[]; personal: TemplateSong[]; featured?: TemplateSong },
): Promise<DemoCopy> {
  const account = await insertAccount(tx, {
    // Unique per copy and undeliverable (.invalid is reserved): nothing is ever mailed there.
    email: `demo-${randomUUID()}@demo.trackroom.invalid`,
    passwordHash: NO_PASSWORD,
    role: 'founder',
    isDemo: true,
    demoExpiresAt: demoExpiryFrom(now),
  });
  const at = (offset: number) => new Date(now.getTime() + offset);
  // Distinct creation times keep "studio first, personal second" deterministic.
  const studio = await insertProfileWithLibrary(tx, {
    ...STUDIO_PROFILE,
    accountId: account.id,
    // The per-person limit an administrator can set, so the usual upload quota check applies.
    storageLimitMb: DEMO_STORAGE_MB,
    createdAt: at(0),
    onboardedAt: at(0),
  });
  const personal = await insertProfileWithLibrary(tx, {
    ...PERSONAL_PROFILE,
    accountId: account.id,
    storageLimitMb: DEMO_STORAGE_MB,
    createdAt: at(1),
    onboardedAt: at(1),
  });
  const projectId = await insertProject(tx, {
    ...SHOWCASE_PROJECT,
    ownerProfileId: studio.profile.id,
  });
  const rowsOf = (list: TemplateSong[], projectId: string, uploaderProfileId: string) =>
    list.map((song) => ({ ...song, projectId, uploaderProfileId }));
  // The library keeps every song; the project holds its own copy of the featured one.
  const studioRows = await insertAudioFiles(tx, [
    ...rowsOf(songs.studio, studio.library.id, studio.profile.id),
    ...rowsOf(songs.featured ? [songs.featured] : [], projectId, studio.profile.id),
  ]);
  await insertAudioFiles(tx, rowsOf(songs.personal, personal.library.id, personal.profile.id));
  const featuredRow = studioRows.find((row) => row.projectId === projectId);
  const withProject = <T extends object>(row: T) => ({ ...row, projectId });
  await insertProjectShowcase(tx, {
    lyrics: { ...withProject(SHOWCASE_LYRICS), authorProfileId: studio.profile.id },
    credits: SHOWCASE_CREDITS.map(withProject),
    splits: SHOWCASE_SPLITS.map(withProject),
    comment: featuredRow
      ? { ...SHOWCASE_COMMENT, audioFileId: featuredRow.id, authorProfileId: personal.profile.id }
      : null,
  });
  // A month of plays ending now, so the studio's analytics page has figures from the start.
  await insertDemoPlays(
    tx,
    studio.profile.id,
    personal.profile.id,
    studioRows.map((row) => row.id),
    now,
  );
  await insertPlaylist(
    tx,
    { ...SHOWCASE_PLAYLIST, ownerProfileId: studio.profile.id },
    studioRows.filter((row) => row.projectId !== projectId).map((row) => row.id),
  );
  return {
    accountId: account.id,
    studioProfileId: studio.profile.id,
    personalProfileId: personal.profile.id,
  };
}

/**
 * Makes a fresh demo studio for one visitor (issue 14 item 6): an account of its own, expiring
 * DEMO_IDLE_HOURS after its last use, with the template's songs, a project with lyrics,
 * credits, splits and a comment, and a playlist. One transaction with a fixed number of rows;
 * the songs share the template's stored bytes, so a copy costs no audio on disk.
 */
export async function createDemoCopy(deps: DemoDeps, now = new Date()): Promise<DemoCopy> {
  const template = await ensureDemoAccount(deps);
  const [studioSongs, personalSongs] = await Promise.all([
    librarySongsOf(deps.db, template.studioProfileId),
    librarySongsOf(deps.db, template.personalProfileId),
  ]);
  const copied: TemplateSong[] = [];
  try {
    // The template's songs share one creation time: find the featured one by its title.
    const featured = studioSongs.find((song) => song.title === FEATURED_SONG) ?? studioSongs[0];
    for (const song of [...studioSongs, ...personalSongs, ...(featured ? [featured] : [])]) {
      copied.push(await copySong(deps, song));
    }
    const studio = copied.slice(0, studioSongs.length);
    const personal = copied.slice(studioSongs.length, studioSongs.length + personalSongs.length);
    const rows = { studio, personal, featured: featured && copied.at(-1) };
    return await deps.db.transaction((tx) => insertCopy(tx, now, rows));
  } catch (error) {
    // Only the new keys go: the template's bytes stay for its other copies.
    await Promise.all(copied.map((song) => deps.storage.delete(song.filename).catch(() => {})));
    throw error;
  }
}
