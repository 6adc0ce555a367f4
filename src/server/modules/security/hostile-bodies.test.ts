// Issue 13: no request of a hostile client may hold the event loop. Every project-scoped write
// route gets a 50,000-character string in every field of its body, from every kind of caller:
// the owner gets a 400 naming the field (a length cap ran before any pattern), everyone who may
// not write gets the permission matrix's 403/404 before the body is looked at, and nothing
// changes. No timing is asserted: the caps and the order of the checks are what is tested.
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  markLatestSchema,
  moveAudioSchema,
  updateAudioNotesSchema,
  updateAudioTitleSchema,
} from '../../../shared/schemas/audio.js';
import { changeRoleSchema, inviteSchema } from '../../../shared/schemas/collaborations.js';
import {
  createCommentSchema,
  createReplySchema,
  updateCommentSchema,
} from '../../../shared/schemas/comments.js';
import { createCreditSchema, updateCreditSchema } from '../../../shared/schemas/credits.js';
import { DETAILS_INPUT_LIMITS, songDetailsInputSchema } from '../../../shared/schemas/details.js';
import {
  createLyricsSchema,
  createProjectLyricsSchema,
  LYRICS_CONTENT_MAX,
  updateLyricsSchema,
} from '../../../shared/schemas/lyrics.js';
import { fileProjectSchema } from '../../../shared/schemas/folders.js';
import { projectMuteSchema } from '../../../shared/schemas/notifications.js';
import { updateProjectSchema } from '../../../shared/schemas/projects.js';
import { createShareLinkSchema } from '../../../shared/schemas/share-links.js';
import { createSplitSchema, updateSplitSchema } from '../../../shared/schemas/splits.js';
import * as tables from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createUser, type TestUser } from '../../test/factories.js';
import { createProjectResources } from '../../test/project-resources.js';
import { fixture } from '../../test/audio-test-support.js';
import {
  CASES,
  expectedStatuses,
  type Case,
  type Who,
  type World,
} from '../collaborations/permission-matrix.cases.js';

/** Spaces between two letters: what made the old key pattern backtrack for 8.4 s. */
const hostileText = (length: number) => `a${' '.repeat(length - 2)}!`;
const HOSTILE = hostileText(50_000);
/** Lyrics legitimately hold 100,000 characters: one more is their hostile size. */
const LONGER_FIELDS: Record<string, number> = { content: LYRICS_CONTENT_MAX + 1 };

/** The body schema of each project-scoped route that reads a JSON body. */
const BODY_SCHEMAS: Record<string, z.ZodObject> = {
  'PATCH /api/audio/:id/title': updateAudioTitleSchema,
  'PATCH /api/audio/:id/notes': updateAudioNotesSchema,
  'POST /api/audio/:id/latest': markLatestSchema,
  'PATCH /api/audio/:id/project': moveAudioSchema,
  'POST /api/audio/:id/comments': createCommentSchema,
  'POST /api/share-links': createShareLinkSchema,
  'POST /api/comments/:id/replies': createReplySchema,
  'PATCH /api/comments/:id': updateCommentSchema,
  'POST /api/projects/:id/lyrics': createProjectLyricsSchema,
  'POST /api/lyrics': createLyricsSchema,
  'PATCH /api/lyrics/:id': updateLyricsSchema,
  'PATCH /api/projects/:id': updateProjectSchema,
  'PUT /api/projects/:id/folder': fileProjectSchema,
  'PUT /api/projects/:id/mute': projectMuteSchema,
  'POST /api/projects/:id/details': songDetailsInputSchema,
  'POST /api/projects/:id/credits': createCreditSchema,
  'PATCH /api/credits/:id': updateCreditSchema,
  'POST /api/projects/:id/splits': createSplitSchema,
  'PUT /api/projects/:id/splits/:splitId': updateSplitSchema,
  'POST /api/projects/:id/invite': inviteSchema,
  'PATCH /api/collaborations/:id': changeRoleSchema,
};

/** Project-scoped writes that read no JSON body, with the reason. */
const NO_JSON_BODY: Record<string, string> = {
  'POST /api/projects/:id/audio': 'multipart upload (its fields are capped at 4 KB)',
  'POST /api/audio': 'multipart upload (its fields are capped at 4 KB)',
  'POST /api/audio/:id/plays': 'no body',
  'POST /api/audio/:id/song-project': 'no body',
  'POST /api/collaborations/:id/resend': 'no body',
  'POST /api/collaborations/:id/link': 'no body',
  'POST /api/projects/:id/splits/:type/confirmations': 'no body',
  'POST /api/projects/:id/splits/:type/confirmations/:splitId/resend': 'no body',
  'POST /api/projects/:id/splits/:type/reopen': 'no body',
  'POST /api/collaborations/:id/accept': 'the invitation token only, not a project role',
  'POST /api/collaborations/:id/decline': 'the invitation token only, not a project role',
  'POST /api/lyrics/:id/history/:versionId/restore': 'no body (the version is in the path)',
};

/** The route whose project is named in its body: that one field is read before access. */
const PROJECT_IN_BODY: Record<string, string> = {
  'POST /api/lyrics': 'projectId',
  'POST /api/share-links': 'target',
};

const WRITES = CASES.filter((c) => !c.route.startsWith('GET ') && !c.route.startsWith('DELETE '));
const CALLERS = ['owner', 'collaborator', 'viewer', 'outsider'] as const;

/** What `who` must get for a hostile `field`: the matrix's refusal, else a 400. */
function expectedStatus(c: Case, who: (typeof CALLERS)[number], field: string): number {
  if (PROJECT_IN_BODY[c.route] === field) return 400;
  const allowed = expectedStatuses(c.expect)[CALLERS.indexOf(who)];
  return allowed === 403 || allowed === 404 ? allowed : 400;
}

/** A field whose schema takes any value (accepted and ignored, as credits' `projectId`). */
const ignoresAnyValue = (schema: z.ZodType) => schema.safeParse({ any: 'value' }).success;

describe('hostile bodies on project-scoped writes (issue 13)', () => {
  let t: TestApp;
  let people: Record<Exclude<Who, 'signedOut'>, TestUser>;
  let world: World;

  const send = (method: string, url: string, who: TestUser, payload: object) =>
    t.app.inject({ method: method as 'POST', url, payload, headers: { cookie: who.cookie } });

  /** Row counts of every project-scoped table, and the project's and song's own rows. */
  async function snapshot() {
    const { db } = t.app.deps;
    const tally = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      counts: await Promise.all(
        [
          tables.songDetails,
          tables.credits,
          tables.splits,
          tables.lyrics,
          tables.comments,
          tables.collaborations,
          tables.audioFiles,
        ].map(tally),
      ),
      project: await db
        .select()
        .from(tables.projects)
        .where(eq(tables.projects.id, world.projectId)),
      audio: await db
        .select()
        .from(tables.audioFiles)
        .where(eq(tables.audioFiles.id, world.audioId)),
      lyrics: await db.select().from(tables.lyrics).where(eq(tables.lyrics.id, world.lyricsId)),
      credit: await db.select().from(tables.credits).where(eq(tables.credits.id, world.creditId)),
      split: await db.select().from(tables.splits).where(eq(tables.splits.id, world.splitId)),
    };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    people = {
      owner: await createUser(t.app),
      collaborator: await createUser(t.app),
      viewer: await createUser(t.app),
      outsider: await createUser(t.app),
    };
    const owned = await createProjectResources(t.app, people.owner.profileId);
    await addMember(t.app, owned.project.id, people.collaborator, 'collaborator');
    const memberId = await addMember(t.app, owned.project.id, people.viewer, 'viewer');
    await addMember(t.app, owned.other.id, people.collaborator, 'collaborator');
    world = {
      projectId: owned.project.id,
      otherProjectId: owned.other.id,
      audioId: owned.audio.id,
      filename: owned.audio.filename,
      lyricsId: owned.lyricsId,
      creditId: owned.creditId,
      splitId: owned.splitId,
      pendingId: owned.pendingId,
      memberId,
      commentId: owned.commentId,
      wav: await fixture('wav'),
    };
  });
  afterAll(() => t.close());

  it('knows the body of every project-scoped write route', () => {
    const unknown = WRITES.map((c) => c.route).filter(
      (route) => !BODY_SCHEMAS[route] && !NO_JSON_BODY[route],
    );
    expect(unknown).toEqual([]);
  });

  it('answers a 50,000-character key: 404 to a stranger, 403 to a viewer, 400 "too long" to the owner', async () => {
    const url = `/api/projects/${world.projectId}/details`;
    const body = { key: HOSTILE };
    expect((await send('POST', url, people.outsider, body)).statusCode).toBe(404);
    expect((await send('POST', url, people.viewer, body)).statusCode).toBe(403);
    const owner = await send('POST', url, people.owner, body);
    expect(owner.statusCode).toBe(400);
    expect(owner.json().fieldErrors).toEqual({
      key: `Key is too long (${DETAILS_INPUT_LIMITS.key} characters at most)`,
    });
    expect((await send('GET', url, people.owner, {})).json().key).toBeNull();
  });

  it(
    'answers 400/403/404 to a 50,000-character string in every field, changing nothing',
    { timeout: 120_000 },
    async () => {
      const before = await snapshot();
      const wrong: string[] = [];
      for (const c of WRITES.filter((w) => BODY_SCHEMAS[w.route])) {
        const schema = BODY_SCHEMAS[c.route]!;
        const { url, payload } = c.call(world);
        const method = c.route.split(' ')[0]!;
        for (const [field, fieldSchema] of Object.entries(schema.shape)) {
          if (ignoresAnyValue(fieldSchema as z.ZodType)) continue;
          const text = LONGER_FIELDS[field] ? hostileText(LONGER_FIELDS[field]) : HOSTILE;
          const body = { ...(payload as object), [field]: text };
          for (const who of CALLERS) {
            const res = await send(method, url, people[who], body);
            const expected = expectedStatus(c, who, field);
            const named = expected !== 400 || res.json().fieldErrors?.[field] !== undefined;
            if (res.statusCode !== expected || !named) {
              wrong.push(`${c.route} ${field} as ${who}: ${res.statusCode} ${res.body}`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
  );
});
