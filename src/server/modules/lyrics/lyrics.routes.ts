import type { FastifyInstance } from 'fastify';
import {
  createLyricsSchema,
  createProjectLyricsSchema,
  LYRICS_NOT_FOUND,
  lyricsIdParamsSchema,
  lyricsListQuerySchema,
  lyricSheetQuerySchema,
  updateLyricsSchema,
} from '../../../shared/schemas/lyrics.js';
import { LYRICS_BODY_LIMIT } from '../../lib/body-limits.js';
import { sendList } from '../../lib/list-answer.js';
import { badRequest } from '../../lib/http-errors.js';
import {
  idParam,
  parseAfterAccess,
  paramsOr404,
  parseInput,
  projectIdParam,
  type BodyAfterAccess,
} from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { attachmentDisposition } from '../uploads/index.js';
import {
  renderLyricSheetHtml,
  renderLyricSheetPdf,
  renderLyricSheetText,
  sheetFileName,
} from './lyric-sheet.js';
import { lyricsHistoryRepository } from './lyrics-history.repository.js';
import { lyricsHistoryService } from './lyrics-history.service.js';
import { lyricsLiveRoutes } from './lyrics-live.routes.js';
import {
  LYRICS_VERSION_NOT_FOUND,
  lyricsHistoryQuerySchema,
  lyricsVersionParamsSchema,
} from '../../../shared/schemas/lyrics-history.js';
import { lyricsService, type CreateLyrics } from './lyrics.service.js';

const PROJECT_MISMATCH = 'The project in the body is not the project in the address';
/** POST /api/lyrics names its project in the body: that id alone is read before access. */
const bodyProjectSchema = createLyricsSchema.pick({ projectId: true });

/** New lyrics for the project in the path; a `projectId` in the body must name the same one. */
const projectLyricsBody =
  (projectId: string, body: unknown): BodyAfterAccess<CreateLyrics> =>
  () => {
    const { projectId: bodyProjectId, ...input } = parseInput(createProjectLyricsSchema, body);
    if (bodyProjectId !== undefined && bodyProjectId !== projectId) {
      throw badRequest(PROJECT_MISMATCH, { projectId: PROJECT_MISMATCH });
    }
    return input;
  };

/** Lyrics of a project (spec part 2 §7): list, create (two paths), edit, delete. */
export async function lyricsRoutes(app: FastifyInstance): Promise<void> {
  // The live documents' channel (GET /api/lyrics/:id/live) and what saves do to them.
  const live = await lyricsLiveRoutes(app);
  const service = lyricsService({ db: app.deps.db, repo: app.repositories.lyrics, live });
  const lyricsIdOf = (params: unknown) => idParam(lyricsIdParamsSchema, params, LYRICS_NOT_FOUND);

  // Part 2 §7's list: every row (streamed) for clients that send no `limit`, else a page.
  app.get('/api/projects/:id/lyrics', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const query = parseInput(lyricsListQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.page(session.profileId, projectId, cursor, limit),
      { whole: true },
    );
  });

  // Lyrics are the one long text: 100,000 characters (lib/body-limits.ts).
  const lyricsBody = { bodyLimit: LYRICS_BODY_LIMIT };

  app.post('/api/projects/:id/lyrics', lyricsBody, async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const input = projectLyricsBody(projectId, request.body);
    return reply.code(201).send(await service.create(session.profileId, projectId, input));
  });

  app.post('/api/lyrics', lyricsBody, async (request, reply) => {
    const session = requireUser(request);
    const { projectId } = parseInput(bodyProjectSchema, request.body);
    const input = parseAfterAccess(createLyricsSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, projectId, input));
  });

  // The version history (issue 26 item 2): keyset pages, and restoring one version.
  const history = lyricsHistoryService({
    db: app.deps.db,
    lyrics: app.repositories.lyrics,
    history: lyricsHistoryRepository(app.deps.db),
    live,
  });
  app.get('/api/lyrics/:id/history', async (request, reply) => {
    const session = requireUser(request);
    const lyricsId = lyricsIdOf(request.params);
    const query = parseInput(lyricsHistoryQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => history.page(session.profileId, lyricsId, cursor, limit),
      { whole: false },
    );
  });
  app.post('/api/lyrics/:id/history/:versionId/restore', async (request) => {
    const session = requireUser(request);
    const lyricsId = lyricsIdOf(request.params);
    const { versionId } = paramsOr404(
      lyricsVersionParamsSchema,
      request.params,
      LYRICS_VERSION_NOT_FOUND,
    );
    return history.restore(session.profileId, lyricsId, versionId);
  });

  app.get('/api/lyrics/:id', async (request) => {
    const session = requireUser(request);
    return service.get(session.profileId, lyricsIdOf(request.params));
  });

  app.patch('/api/lyrics/:id', lyricsBody, async (request) => {
    const session = requireUser(request);
    const lyricsId = lyricsIdOf(request.params);
    return service.update(
      session.profileId,
      lyricsId,
      parseAfterAccess(updateLyricsSchema, request.body),
    );
  });

  // The lyric sheet (issue 25 item 7), for everyone who may read the lyrics: a print-ready page
  // (the browser prints it or saves it as PDF, every script right), a .txt and a server PDF.
  const sheetOf = async (request: { params: unknown; query: unknown }, profileId: string) => {
    const lyricsId = lyricsIdOf(request.params);
    const { lang } = parseInput(lyricSheetQuerySchema, request.query);
    return { sheet: await service.sheet(profileId, lyricsId), lang };
  };

  app.get('/api/lyrics/:id/sheet', async (request, reply) => {
    const { sheet, lang } = await sheetOf(request, requireUser(request).profileId);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderLyricSheetHtml(sheet, lang));
  });

  app.get('/api/lyrics/:id/sheet.txt', async (request, reply) => {
    const { sheet, lang } = await sheetOf(request, requireUser(request).profileId);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', attachmentDisposition(sheetFileName(sheet, 'txt')))
      .send(renderLyricSheetText(sheet, lang));
  });

  app.get('/api/lyrics/:id/sheet.pdf', async (request, reply) => {
    const { sheet, lang } = await sheetOf(request, requireUser(request).profileId);
    const pdf = await renderLyricSheetPdf(sheet, lang);
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', attachmentDisposition(sheetFileName(sheet, 'pdf')))
      .send(Buffer.from(pdf));
  });

  app.delete('/api/lyrics/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(session.profileId, lyricsIdOf(request.params));
    return reply.code(204).send();
  });
}
