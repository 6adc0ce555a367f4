import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeRoleSchema,
  COLLABORATION_NOT_FOUND,
  collaborationIdParamsSchema,
  collaborationsQuerySchema,
  INVITATION_INVALID,
  invitationAnswerSchema,
  inviteSchema,
  receivedInvitationsQuerySchema,
} from '../../../shared/schemas/collaborations.js';
import { sendList } from '../../lib/list-answer.js';
import {
  idParam,
  paramsOr404,
  parseAfterAccess,
  parseInput,
  projectIdParam,
} from '../../lib/validate.js';
import { queuedMailer } from '../../mail/mail-queue.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { requireUser } from '../../plugins/auth.js';
import { collaborationListsService } from './collaboration-lists.service.js';
import { collaborationsService } from './collaborations.service.js';

const collaborationIdOf = (params: unknown) =>
  idParam(collaborationIdParamsSchema, params, COLLABORATION_NOT_FOUND);
const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** Collaborators and invitations (part 2 §7, plus accept/decline/remove/role change). */
export async function collaborationsRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.repositories.collaborations;
  const lists = collaborationListsService({ db: app.deps.db, repo });
  const service = collaborationsService({
    db: app.deps.db,
    repo,
    // The SMTP server saved in the admin console, else SMTP_URL, else the outbox folder.
    mailer: queuedMailer(app.deps.db, app.deps.config, app.log, app.jobs),
    limits: appRateLimiter(app),
  });
  // Links in e-mails start at PUBLIC_URL, never at the request's Host header (chosen by the
  // sender: a forged Host would mail a live invitation token to another site).
  const linkBase = app.deps.config.publicUrl;

  // Part 2 §7's list: every row (streamed) for clients that send no `limit`, else a page.
  app.get('/api/projects/:id/collaborations', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const query = parseInput(collaborationsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) =>
        lists.projectPage(session.profileId, projectId, { status: query.status, cursor, limit }),
      { whole: true },
    );
  });

  app.post('/api/projects/:id/invite', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const input = parseAfterAccess(inviteSchema, request.body);
    const result = await service.invite(session, projectId, input, linkBase);
    return reply.code(201).send(result);
  });

  app.post('/api/collaborations/:id/resend', async (request) => {
    const session = requireUser(request);
    return service.resend(session, collaborationIdOf(request.params), linkBase);
  });

  // "Copy invite link" (issue 26 item 4): a fresh link, no e-mail; the old link ends.
  app.post('/api/collaborations/:id/link', async (request) => {
    const session = requireUser(request);
    return service.newLink(session.profileId, collaborationIdOf(request.params), linkBase);
  });

  app.delete('/api/collaborations/:id/cancel', async (request) => {
    const session = requireUser(request);
    return service.cancel(session.profileId, collaborationIdOf(request.params));
  });

  app.delete('/api/collaborations/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(session.profileId, collaborationIdOf(request.params));
    return reply.code(204).send();
  });

  app.patch('/api/collaborations/:id', async (request) => {
    const session = requireUser(request);
    const id = collaborationIdOf(request.params);
    const input = parseAfterAccess(changeRoleSchema, request.body);
    return service.changeRole(session.profileId, id, input);
  });

  app.post('/api/collaborations/:id/accept', async (request) => {
    const session = requireUser(request);
    const id = idParam(collaborationIdParamsSchema, request.params, INVITATION_INVALID);
    const { token } = parseInput(invitationAnswerSchema, request.body ?? {});
    return service.accept(session.profileId, id, token);
  });

  app.post('/api/collaborations/:id/decline', async (request) => {
    const session = requireUser(request);
    const id = idParam(collaborationIdParamsSchema, request.params, INVITATION_INVALID);
    const { token } = parseInput(invitationAnswerSchema, request.body ?? {});
    return service.decline(session.profileId, id, token);
  });

  app.delete('/api/collaborations/leave/:projectId', async (request, reply) => {
    const session = requireUser(request);
    const { projectId } = request.params as { projectId?: string };
    await service.leave(session.profileId, projectIdParam({ id: projectId }));
    return reply.code(204).send();
  });

  /** Invitations waiting for the signed-in account (bell, dashboard). */
  app.get('/api/collaborations/invitations', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(receivedInvitationsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => lists.receivedPage(session.profileId, cursor, limit),
      { whole: false },
    );
  });

  /** The accept page's preview of a link; the token itself is the credential. */
  app.get('/api/invitations/:token', async (request) => {
    const { token } = paramsOr404(tokenParamsSchema, request.params, INVITATION_INVALID);
    return service.preview(token);
  });
}
