import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.js';
import type { TrustedProxies } from './config-values.js';
import { MAX_LYRICS_UPDATE_BYTES } from '../shared/lyrics-document.js';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits.js';
import { registerAuth } from './plugins/auth.js';
import { registerBodyTimeouts, type BodyTimeouts } from './plugins/body-timeouts.js';
import { registerClientApp } from './plugins/client-app.js';
import { createPageRenderer } from './modules/first-paint/index.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerQuietCollection } from './plugins/quiet-collection.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { registerOwnerTurns } from './plugins/owner-turns.js';
import { registerSecurity } from './plugins/security.js';
import { buildRepositories, type Repositories } from './repositories.js';
import { registerScheduledJobs } from './scheduler.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { registerAccessHooks } from './modules/site/index.js';
import { registerIdempotency } from './modules/idempotency/index.js';
import { apiRoutes } from './routes.js';

/** One registered route: what the permission and security suites walk. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The most bytes of body it reads (413 beyond). */
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every repository, built once on deps.db (repositories.ts); services are handed theirs. */
    repositories: Repositories;
    /** Every route registered, so tests can require a check for each (none is forgotten). */
    routeTable: readonly RouteEntry[];
    /**
     * Work that runs in one process at a time across servers, with retries (decision 034):
     * the timed jobs and e-mail. main.ts starts it; a send() starts it too.
     */
    jobs: JobQueue;
  }
}

export interface BuildAppOptions extends AppDeps {
  logger?: boolean | object;
  clientDir?: string;
  /** How long running requests may finish once `close()` is called (default 5 s). */
  shutdownGraceMs?: number;
  /** How slowly a request body may arrive (plugins/body-timeouts.ts; tests shorten them). */
  bodyTimeouts?: BodyTimeouts;
}

const defaultClientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

/**
 * TRUST_PROXY for Fastify: a hop count as the function proxy-addr would make of it (hops are
 * counted from our side, 0 the socket's peer), since Fastify's types take no number.
 */
const fastifyTrustProxy = (trusted: TrustedProxies) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;

/** Builds the Fastify app without listening: main.ts listens, tests call inject or listen on :0. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    // Routes that take more say so themselves (lib/body-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // On close: idle keep-alive sockets are closed at once, and requests that still arrive on
    // open connections get a 503 so a load balancer retries them elsewhere.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.decorate('deps', {
    config: options.config,
    db: options.db,
    listen: options.listen,
    storage: options.storage,
    sessionLocks: options.sessionLocks ?? null,
    jobSql: options.jobSql,
  });
  const jobs = createJobQueue({ sql: options.jobSql, log: app.log });
  app.decorate('jobs', jobs);
  // After the requests: a job a request queued is stored already; running jobs finish.
  app.addHook('onClose', () => jobs.stop());
  app.decorate('repositories', buildRepositories(options.db));
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeTable.push({
          method,
          url: route.url,
          bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
        });
      }
    }
  });
  registerGracefulClose(app, options.shutdownGraceMs);
  registerQuietCollection(app, { quietMs: options.config.quietGcSeconds * 1000 });
  registerBodyTimeouts(app, options.bodyTimeouts);

  registerErrorHandler(app);
  await registerSecurity(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { files: 20, fields: 20 } });
  // WebSocket upgrades (the live lyrics document); plain requests are untouched. A frame
  // beyond a few update caps is dropped by the socket itself (1009).
  await app.register(websocket, { options: { maxPayload: 4 * MAX_LYRICS_UPDATE_BYTES } });
  registerAuth(app);
  // The timed jobs and the mail worker (scheduler.ts), on the job queue: expired sessions, links
  // and demo studios every few minutes, abandoned resumable uploads every hour (one process).
  registerScheduledJobs(app);
  registerOwnerTurns(app);
  // After the session is loaded: the admin-only prefix and maintenance mode.
  registerAccessHooks(app);
  // A signed-in POST with an Idempotency-Key runs once; repeats get its kept answer (decision 020).
  registerIdempotency(app);

  // The spec sends signed-out users to /api/login; the login screen lives in the client.
  app.get('/api/login', (_request, reply) => reply.redirect('/login'));
  await app.register(apiRoutes);

  const clientDir = options.clientDir ?? defaultClientDir;
  // The client's server-side entry, built beside it (dist/ssr next to dist/client).
  const renderer = createPageRenderer(app, path.join(clientDir, '..', 'ssr', 'render-page.js'));
  await registerClientApp(app, clientDir, renderer.render);
  return app;
}
