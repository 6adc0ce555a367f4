// The seeded rows, inserted in batches inside one transaction (all or nothing) while keeping
// the rules the services keep: one "My Library" per profile made with it, songs as latest
// versions (the song-totals trigger counts them), storage within each owner's plan, members
// as accepted collaborations, sanitized-looking lyrics HTML (each its own words, seed-lyrics.ts).
import { randomUUID } from 'node:crypto';
import { LIBRARY_PROJECT_DESCRIPTION, LIBRARY_PROJECT_TITLE } from '../../src/shared/constants.js';
import type { Database, DbExecutor } from '../../src/server/db/client.js';
import {
  accounts,
  audioFiles,
  collaborations,
  lyrics,
  profiles,
  projects,
} from '../../src/server/db/schema/index.js';
import { hashPassword } from '../../src/server/lib/password.js';
import { seedLyricsContent } from './seed-lyrics.js';
import {
  HEAVY_PROJECT_SHARE,
  HEAVY_USER_EMAIL,
  heavySongsOf,
  OLDER_VERSION_EVERY,
  REAL_FILES_PROJECT,
  SEED_EMAIL_DOMAIN,
  SEED_PASSWORD,
  type SeedSize,
} from './sizes.js';

const BATCH = 1_000;
const DAY_MS = 86_400_000;
/** Members on each side of the heavy user: people in their projects, projects they joined. */
const HEAVY_MEMBERS = 10;
const GENRES = ['Pop', 'Rock', 'Hip-Hop', 'Electronic', 'Jazz', 'Folk', 'R&B', 'Country'];

type Owner = { profileId: string; email: string };
type ProjectSlot = { id: string; owner: Owner };

/** Waveforms: a few real-shaped 200-point peak lists, reused round robin. */
const PEAK_SHAPES = Array.from({ length: 16 }, (_, shape) =>
  Array.from(
    { length: 200 },
    (_, i) => Math.round(Math.abs(Math.sin((i + shape * 7) / (6 + shape))) * 1e4) / 1e4,
  ),
);

async function insertBatched<T, R>(
  rows: T[],
  insert: (batch: T[]) => Promise<R[]>,
  onBatch?: (done: number) => void,
): Promise<R[]> {
  const out: R[] = [];
  for (let first = 0; first < rows.length; first += BATCH) {
    out.push(...(await insert(rows.slice(first, first + BATCH))));
    onBatch?.(Math.min(first + BATCH, rows.length));
  }
  return out;
}

async function insertPeople(tx: DbExecutor, size: SeedSize, now: number): Promise<Owner[]> {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const emails = Array.from({ length: size.profiles }, (_, i) =>
    i === 0 ? HEAVY_USER_EMAIL : `artist-${i}@${SEED_EMAIL_DOMAIN}`,
  );
  const accountRows = await insertBatched(
    emails.map((email) => ({ email, passwordHash, role: 'artist' as const })),
    (batch) => tx.insert(accounts).values(batch).returning({ id: accounts.id }),
  );
  const profileRows = await insertBatched(
    accountRows.map((account, i) => ({
      accountId: account.id,
      firstName: i === 0 ? 'Heavy' : `Artist`,
      lastName: i === 0 ? 'User' : String(i),
      artistName: i === 0 ? 'Heavy User' : `Seed Artist ${i}`,
      // The heavy user's 10,000 songs need more than the free plan's 2 GB.
      plan: i === 0 ? ('studio' as const) : ('creator' as const),
      genre: GENRES[i % GENRES.length]!.toLowerCase(),
      onboardedAt: new Date(now),
      createdAt: new Date(now - (size.profiles - i) * 60_000),
    })),
    (batch) => tx.insert(profiles).values(batch).returning({ id: profiles.id }),
  );
  return profileRows.map((row, i) => ({ profileId: row.id, email: emails[i]! }));
}

/** Libraries first (one per profile), then the other projects; the heavy user's come first. */
async function insertProjects(tx: DbExecutor, size: SeedSize, people: Owner[], now: number) {
  const libraries = await insertBatched(
    people.map((owner) => ({
      ownerProfileId: owner.profileId,
      title: LIBRARY_PROJECT_TITLE,
      description: LIBRARY_PROJECT_DESCRIPTION,
      isLibrary: true,
    })),
    (batch) => tx.insert(projects).values(batch).returning({ id: projects.id }),
  );
  const heavyCount = Math.max(2, Math.round(size.projects * HEAVY_PROJECT_SHARE) - 1);
  const others = size.projects - people.length - heavyCount;
  const owners = [
    ...Array.from({ length: heavyCount }, () => people[0]!),
    ...Array.from({ length: others }, (_, i) => people[1 + (i % (people.length - 1))]!),
  ];
  const rows = await insertBatched(
    owners.map((owner, i) => ({
      ownerProfileId: owner.profileId,
      title: i === 0 ? REAL_FILES_PROJECT : `Seed project ${i}`,
      description: i % 4 === 0 ? 'Demos for the next record' : '',
      genre: GENRES[i % GENRES.length],
      status: i % 3 === 0 ? 'in_progress' : 'draft',
      createdAt: new Date(now - (owners.length - i) * 3_600_000),
    })),
    (batch) => tx.insert(projects).values(batch).returning({ id: projects.id }),
  );
  return {
    libraries: libraries.map((row, i): ProjectSlot => ({ id: row.id, owner: people[i]! })),
    projects: rows.map((row, i): ProjectSlot => ({ id: row.id, owner: owners[i]! })),
  };
}

/** Where song n goes: the heavy user's share over their library and projects, the rest spread. */
function songHomes(size: SeedSize, libraries: ProjectSlot[], all: ProjectSlot[]) {
  const heavyId = libraries[0]!.owner.profileId;
  // The real-files project holds only the real files.
  const heavyProjects = all.filter((p, i) => p.owner.profileId === heavyId && i > 0);
  const otherProjects = [
    ...libraries.slice(1),
    ...all.filter((p) => p.owner.profileId !== heavyId),
  ];
  const heavySongs = heavySongsOf(size);
  return (n: number): ProjectSlot => {
    if (n < heavySongs) {
      // A tenth of the heavy user's songs sit in their library (uploads without a project).
      return n % 10 === 0 ? libraries[0]! : heavyProjects[n % heavyProjects.length]!;
    }
    return otherProjects[n % otherProjects.length]!;
  };
}

async function insertSongs(
  tx: DbExecutor,
  size: SeedSize,
  homeOf: (n: number) => ProjectSlot,
  now: number,
  log: (line: string) => void,
) {
  type Row = typeof audioFiles.$inferInsert;
  const rows: Row[] = [];
  for (let n = 0; n < size.songs; n += 1) {
    const home = homeOf(n);
    const createdAt = now - (size.songs - n) * 10 * 60_000;
    const song: Row = {
      projectId: home.id,
      uploaderProfileId: home.owner.profileId,
      filename: `${randomUUID()}.wav`,
      originalName: `Seed song ${n}.wav`,
      title: `Seed song ${n}`,
      songId: randomUUID(),
      mimeType: 'audio/wav',
      size: 3_000_000 + ((n * 7_919) % 6_000_000),
      duration: 120 + (n % 180),
      peaks: PEAK_SHAPES[n % PEAK_SHAPES.length],
      notes: n % 3 === 0 ? 'Needs a new bridge; try the chorus a tone up' : '',
      createdAt: new Date(createdAt),
    };
    if (n % OLDER_VERSION_EVERY === 0) {
      rows.push({
        ...song,
        filename: `${randomUUID()}.wav`,
        originalName: `Seed song ${n} (demo).wav`,
        isLatest: false,
        createdAt: new Date(createdAt - DAY_MS),
      });
    }
    rows.push(song);
  }
  let reported = 0;
  await insertBatched(
    rows,
    async (batch) => {
      await tx.insert(audioFiles).values(batch);
      return [];
    },
    (done) => {
      if (done - reported >= 10_000 || done === rows.length) {
        reported = done;
        log(`  audio rows ${done.toLocaleString('en')} / ${rows.length.toLocaleString('en')}`);
      }
    },
  );
  return { songs: size.songs, olderVersions: rows.length - size.songs };
}

async function insertLyricsAndMembers(tx: DbExecutor, slots: ProjectSlot[], people: Owner[]) {
  const withLyrics = slots.filter((_, i) => i % 5 === 0);
  await insertBatched(
    withLyrics.map((slot, i) => ({
      projectId: slot.id,
      title: `Seed lyrics ${i}`,
      content: seedLyricsContent(i),
      authorProfileId: slot.owner.profileId,
    })),
    (batch) => tx.insert(lyrics).values(batch).returning({ id: lyrics.id }),
  );
  // The heavy user's projects get members; the heavy user is a member of others' projects.
  const heavy = people[0]!;
  const theirs = slots.filter((s) => s.owner.profileId === heavy.profileId).slice(1);
  const others = slots.filter((s) => s.owner.profileId !== heavy.profileId);
  const members = people.slice(1, 1 + HEAVY_MEMBERS);
  const rows = [
    ...members.map((member, i) => ({ project: theirs[i % theirs.length]!, member })),
    ...others.slice(0, HEAVY_MEMBERS).map((project) => ({ project, member: heavy })),
  ].map(({ project, member }) => ({
    projectId: project.id,
    profileId: member.profileId,
    inviteEmail: member.email,
    role: 'collaborator' as const,
    status: 'accepted' as const,
    invitedByProfileId: project.owner.profileId,
    acceptedAt: new Date(),
  }));
  await tx.insert(collaborations).values(rows);
  return { lyrics: withLyrics.length, collaborations: rows.length };
}

export interface SeededRows {
  profiles: number;
  projects: number;
  songs: number;
  olderVersions: number;
  lyrics: number;
  collaborations: number;
}

/** Inserts the whole data set of `size` in one transaction. */
export async function seedRows(
  db: Database,
  size: SeedSize,
  log: (line: string) => void,
): Promise<SeededRows> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const people = await insertPeople(tx, size, now);
    log(`  ${people.length.toLocaleString('en')} accounts and profiles`);
    const { libraries, projects: slots } = await insertProjects(tx, size, people, now);
    log(`  ${(libraries.length + slots.length).toLocaleString('en')} projects`);
    const homeOf = songHomes(size, libraries, slots);
    const songs = await insertSongs(tx, size, homeOf, now, log);
    const extras = await insertLyricsAndMembers(tx, slots, people);
    return {
      profiles: people.length,
      projects: libraries.length + slots.length,
      ...songs,
      ...extras,
    };
  });
}
