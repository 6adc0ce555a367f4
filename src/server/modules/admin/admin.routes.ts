import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminPageQuerySchema,
  adminProjectsQuerySchema,
  adminReportParamsSchema,
  adminUserCreateSchema,
  adminUserIdParamsSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  systemSettingsUpdateSchema,
  testEmailSchema,
  USER_NOT_FOUND,
} from '../../../shared/schemas/admin.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, paramsOr404, parseInput } from '../../lib/validate.js';
import { requireAdmin } from '../../plugins/auth.js';
import { adminConsoleService } from './admin-console.service.js';
import { readMemory } from './admin-memory.js';
import { adminSettingsService } from './admin-settings.service.js';
import { adminUsersService } from './admin-users.service.js';
import { backupFileName } from './backup-archive.js';

/**
 * The administrator console's API. Every route here (and any /api/admin route anywhere) is
 * refused to non-administrators by one hook before it runs (site/access-hooks.ts);
 * `requireAdmin` below only hands the handler the caller's session.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, config } = app.deps;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const consoleService = adminConsoleService({
    db,
    storage,
    config,
    uploadsDir,
    log: app.log,
    repo: app.repositories.adminOverview,
  });
  const users = adminUsersService({
    db,
    storage,
    config,
    log: app.log,
    repo: app.repositories.adminUsers,
  });
  const settings = adminSettingsService({ db, config, log: app.log });
  // Links in e-mails start at PUBLIC_URL, never at the request's Host header (chosen by the sender).
  const linkBase = config.publicUrl;
  const userId = (request: FastifyRequest) =>
    idParam(adminUserIdParamsSchema, request.params, USER_NOT_FOUND);

  app.get('/api/admin/summary', () => consoleService.summary());
  app.get('/api/admin/health', () => consoleService.health());
  app.get('/api/admin/memory', () => readMemory());
  // The console's lists are pages, newest first (DESIGN §3; the spec names no admin call).
  app.get('/api/admin/activity', (request, reply) =>
    sendList(
      request,
      reply,
      parseInput(adminPageQuerySchema, request.query),
      (cursor, limit) => consoleService.activity(cursor, limit),
      { whole: false },
    ),
  );
  app.get('/api/admin/analytics', () => consoleService.analytics());
  app.get('/api/admin/enterprise-inquiries', (request, reply) =>
    sendList(
      request,
      reply,
      parseInput(adminPageQuerySchema, request.query),
      (cursor, limit) => consoleService.enterpriseInquiries(cursor, limit),
      { whole: false },
    ),
  );

  app.get('/api/admin/users', (request, reply) => {
    const query = parseInput(adminUsersQuerySchema, request.query);
    return sendList(request, reply, query, (cursor, limit) => users.page(query, cursor, limit), {
      whole: false,
    });
  });
  app.post('/api/admin/users', async (request, reply) => {
    const admin = requireAdmin(request);
    const input = parseInput(adminUserCreateSchema, request.body);
    return reply.status(201).send(await users.create(admin.accountId, input, linkBase));
  });
  app.patch('/api/admin/users/:id', (request) => {
    const admin = requireAdmin(request);
    const input = parseInput(adminUserUpdateSchema, request.body);
    return users.update(admin.accountId, userId(request), input);
  });
  app.delete('/api/admin/users/:id', async (request, reply) => {
    const admin = requireAdmin(request);
    await users.remove(admin.accountId, userId(request));
    return reply.status(204).send();
  });

  app.get('/api/admin/projects', (request, reply) => {
    const query = parseInput(adminProjectsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => consoleService.projects(query, cursor, limit),
      { whole: false },
    );
  });

  app.get('/api/admin/settings', () => settings.get());
  app.patch('/api/admin/settings', (request) => {
    const admin = requireAdmin(request);
    return settings.update(admin.accountId, parseInput(systemSettingsUpdateSchema, request.body));
  });
  app.post('/api/admin/email/test', (request) =>
    settings.testEmail(parseInput(testEmailSchema, request.body).to),
  );

  app.post('/api/admin/cleanup-temp', (request) =>
    consoleService.cleanup(requireAdmin(request).accountId),
  );
  app.get('/api/admin/backup', async (request, reply) => {
    const archive = await consoleService.backup(requireAdmin(request).accountId);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });
  app.get('/api/admin/reports/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const { report } = paramsOr404(
      adminReportParamsSchema,
      { report: file.endsWith('.csv') ? file.slice(0, -4) : null },
      'Report not found',
    );
    // Streamed a batch of rows at a time: no report is built whole in memory.
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${report}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(consoleService.report(report)));
  });
}
