import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ProjectRole } from '../../../shared/constants.js';
import { rowsOf } from '../../db/rows.js';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';
import { lyrics, lyricsDocs, lyricsDocUpdates, projects } from '../../db/schema/index.js';
import { nextLyricsVersion } from './lyrics-save-time.sql.js';

/**
 * The channel on which a stored update is announced to every server process: the payload is
 * `{lyricsId, updateId, from}` (ids only; NOTIFY caps payloads at 8,000 bytes, an update may be
 * 256 KiB), `from` the process that stored it, which has already sent it to its own connections.
 */
export const LYRICS_UPDATES_CHANNEL = 'trackroom_lyrics_updates';

export interface StoredUpdate {
  id: number;
  update: Uint8Array;
  profileId: string | null;
}

/** A document as stored: its folded state and the updates appended since. */
export interface StoredDoc {
  state: Uint8Array;
  updates: StoredUpdate[];
  renderedThrough: number;
  snapshotAt: Date;
}

/** SQL of the live lyrics documents (decision 025). */
export function lyricsDocRepository(db: Database) {
  async function load(lyricsId: string): Promise<StoredDoc | null> {
    const [doc] = await db.select().from(lyricsDocs).where(eq(lyricsDocs.lyricsId, lyricsId));
    if (!doc) return null;
    const updates = await db
      .select({
        id: lyricsDocUpdates.id,
        update: lyricsDocUpdates.update,
        profileId: lyricsDocUpdates.profileId,
      })
      .from(lyricsDocUpdates)
      .where(eq(lyricsDocUpdates.lyricsId, lyricsId))
      .orderBy(asc(lyricsDocUpdates.id));
    return {
      state: doc.state,
      updates,
      renderedThrough: doc.renderedThrough,
      snapshotAt: doc.snapshotAt,
    };
  }

  return {
    load,

    /**
     * The stored document, made from `seed()` (the row's HTML) when there is none yet. Two
     * first visitors at once both make a seed, one is stored (insert … on conflict do nothing)
     * and both read that one: a document is never seeded twice.
     */
    async loadOrSeed(lyricsId: string, seed: () => Uint8Array): Promise<StoredDoc | null> {
      const stored = await load(lyricsId);
      if (stored) return stored;
      await db
        .insert(lyricsDocs)
        // Its first edit keeps the seeded words as a version (an hourly one is due at once).
        .values({ lyricsId, state: Buffer.from(seed()), snapshotAt: new Date(0) })
        .onConflictDoNothing();
      return load(lyricsId);
    },

    /** Appends an accepted update and announces it (NOTIFY goes out with the commit). */
    async append(
      lyricsId: string,
      update: Uint8Array,
      profileId: string | null,
      from: string,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(lyricsDocUpdates)
          .values({ lyricsId, update: Buffer.from(update), profileId })
          .returning({ id: lyricsDocUpdates.id });
        if (!row) throw new Error('Appending a lyrics update returned no row');
        const payload = JSON.stringify({ lyricsId, updateId: row.id, from });
        await tx.execute(sql`select pg_notify(${LYRICS_UPDATES_CHANNEL}, ${payload})`);
        return row.id;
      });
    },

    /** One stored update (a relay reads it); null once compaction has folded it in. */
    async findUpdate(id: number): Promise<StoredUpdate | null> {
      const [row] = await db
        .select({
          id: lyricsDocUpdates.id,
          update: lyricsDocUpdates.update,
          profileId: lyricsDocUpdates.profileId,
        })
        .from(lyricsDocUpdates)
        .where(eq(lyricsDocUpdates.id, id));
      return row ?? null;
    },

    async countUpdates(lyricsId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(lyricsDocUpdates)
        .where(eq(lyricsDocUpdates.lyricsId, lyricsId));
      return row?.count ?? 0;
    },

    /**
     * Folds the appended updates into the state, in one transaction holding the document's
     * row: `fold` gets the state and the updates read, and returns the new state. Only the
     * updates read are deleted (by id), so one appended meanwhile by another process stays.
     */
    async compact(
      lyricsId: string,
      fold: (state: Uint8Array, updates: Uint8Array[]) => Uint8Array,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [doc] = await tx
          .select({ state: lyricsDocs.state })
          .from(lyricsDocs)
          .where(eq(lyricsDocs.lyricsId, lyricsId))
          .for('update');
        if (!doc) return 0;
        const updates = await tx
          .select({ id: lyricsDocUpdates.id, update: lyricsDocUpdates.update })
          .from(lyricsDocUpdates)
          .where(eq(lyricsDocUpdates.lyricsId, lyricsId))
          .orderBy(asc(lyricsDocUpdates.id));
        if (updates.length === 0) return 0;
        const state = fold(
          doc.state,
          updates.map((row) => row.update),
        );
        await tx
          .update(lyricsDocs)
          .set({ state: Buffer.from(state), updatedAt: sql`now()` })
          .where(eq(lyricsDocs.lyricsId, lyricsId));
        await tx.delete(lyricsDocUpdates).where(
          inArray(
            lyricsDocUpdates.id,
            updates.map((row) => row.id),
          ),
        );
        return updates.length;
      });
    },

    /**
     * Writes what the document shows into the lyrics row (content, and the title unless the
     * document's is blank), bumping updatedAt only when something differs, and records that
     * updates up to `through` are shown. True when the row changed. Nothing is written when
     * updates up to `through` or later are already shown: the document was loaded before a
     * save that wrote the row itself and marked its update shown, and writing it would undo
     * that save. The document's row is locked first, so two renders, or a render and such a
     * save, take turns.
     */
    async render(
      lyricsId: string,
      shown: { content: string; title: string },
      through: number,
    ): Promise<{ projectId: string } | null> {
      return db.transaction(async (tx) => {
        const [doc] = await tx
          .select({ renderedThrough: lyricsDocs.renderedThrough })
          .from(lyricsDocs)
          .where(eq(lyricsDocs.lyricsId, lyricsId))
          .for('update');
        if (doc && doc.renderedThrough >= through) return null;
        const title = shown.title === '' ? lyrics.title : sql`${shown.title}`;
        const changed = await tx
          .update(lyrics)
          .set({ content: shown.content, title, updatedAt: nextLyricsVersion })
          .where(
            and(
              eq(lyrics.id, lyricsId),
              sql`(${lyrics.content} is distinct from ${shown.content} or ${lyrics.title} is distinct from ${title})`,
            ),
          )
          .returning({ projectId: lyrics.projectId });
        await tx
          .update(lyricsDocs)
          .set({ renderedThrough: sql`greatest(${lyricsDocs.renderedThrough}, ${through})` })
          .where(eq(lyricsDocs.lyricsId, lyricsId));
        return changed[0] ?? null;
      });
    },

    /**
     * The role each profile has in the project of each lyrics (owner, or an accepted
     * member's role), for many (lyrics, profile) pairs in one statement: the open channels'
     * access, looked at again every second. A pair missing from the answer has no access (or
     * the lyrics are gone).
     */
    async rolesOf(
      pairs: ReadonlyArray<{ lyricsId: string; profileId: string }>,
    ): Promise<Array<{ lyricsId: string; profileId: string; role: ProjectRole }>> {
      if (pairs.length === 0) return [];
      const list = (values: string[]) =>
        sql`array[${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}]::uuid[]`;
      const result = await db.execute(sql`
        select pair.lyrics_id as "lyricsId", pair.profile_id as "profileId",
          case when p.owner_profile_id = pair.profile_id then 'owner' else c.role end as role
        from unnest(${list(pairs.map((pair) => pair.lyricsId))},
                    ${list(pairs.map((pair) => pair.profileId))}) as pair(lyrics_id, profile_id)
        join lyrics l on l.id = pair.lyrics_id
        join projects p on p.id = l.project_id
        left join collaborations c on c.project_id = p.id and c.profile_id = pair.profile_id
          and c.status = 'accepted'`);
      return rowsOf<{ lyricsId: string; profileId: string; role: ProjectRole | null }>(
        result,
      ).flatMap((row) => (row.role ? [{ ...row, role: row.role }] : []));
    },

    /** Records that lyrics.content shows the updates up to `through`. */
    async markRendered(lyricsId: string, through: number): Promise<void> {
      await db
        .update(lyricsDocs)
        .set({ renderedThrough: sql`greatest(${lyricsDocs.renderedThrough}, ${through})` })
        .where(eq(lyricsDocs.lyricsId, lyricsId));
    },

    /**
     * The documents (of `lyricsIds`, or all) with updates that lyrics.content does not show
     * yet: few at any time, since every edit is rendered within seconds.
     */
    /**
     * The documents of `scope` whose stored updates their lyrics row does not show yet: named
     * ones, a set of projects', or every project a profile sees (owned or joined).
     */
    async unrendered(scope: StaleLyricsScope): Promise<string[]> {
      const ids =
        'lyricsIds' in scope ? scope.lyricsIds : 'projectIds' in scope ? scope.projectIds : null;
      if (ids?.length === 0) return [];
      const rows = await db
        .selectDistinct({ lyricsId: lyricsDocUpdates.lyricsId })
        .from(lyricsDocUpdates)
        .innerJoin(lyricsDocs, eq(lyricsDocs.lyricsId, lyricsDocUpdates.lyricsId))
        .innerJoin(lyrics, eq(lyrics.id, lyricsDocUpdates.lyricsId))
        .innerJoin(projects, eq(projects.id, lyrics.projectId))
        .where(
          and(
            'lyricsIds' in scope
              ? inArray(lyricsDocUpdates.lyricsId, [...scope.lyricsIds])
              : undefined,
            'projectIds' in scope ? inArray(lyrics.projectId, [...scope.projectIds]) : undefined,
            'visibleTo' in scope ? projectVisibleTo(scope.visibleTo) : undefined,
            gt(lyricsDocUpdates.id, lyricsDocs.renderedThrough),
          ),
        );
      return rows.map((row) => row.lyricsId);
    },
  };
}
export type LyricsDocRepository = ReturnType<typeof lyricsDocRepository>;

/**
 * Which documents a read brings up to date: the ones it shows. Never all: a read that rendered
 * every stale document of the site made one person's list wait on everyone's edits (the soak's
 * 100 co-writers halved the server's capacity).
 */
export type StaleLyricsScope =
  { lyricsIds: readonly string[] } | { projectIds: readonly string[] } | { visibleTo: string };
