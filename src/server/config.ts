import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POSTGRES_POOL_MAX } from './db/pool-size.js';
import { parseBackupKey, parseTrustProxy, type TrustedProxies } from './config-values.js';
import { PGLITE_SHARED_BUFFERS_MB } from './db/pglite.js';
import type { HeapSizing } from './lib/heap-sizing.js';
import { parseStorageUrl, type S3Location } from './storage/storage-url.js';

/** Every environment variable the server reads, validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Connections to DATABASE_URL's server per process; the query scheduler lets as many
  // statements run at once (db/client.ts). Several servers on one database: keep the sum under
  // the server's max_connections, less what other programs use. At least two: migrations and
  // the job queue's start each hold one connection under an advisory lock while they work
  // through another (one connection waited on itself for good).
  DB_POOL_MAX: z.coerce.number().int().min(2).max(1000).default(DEFAULT_POSTGRES_POOL_MAX),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url('must be a full URL such as https://trackroom.example').optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z
    .string()
    .max(2000, 'is too long')
    .refine(
      (text) => parseTrustProxy(text) !== null,
      'must be false, a number of proxies (e.g. 1), or proxy addresses and CIDR ranges separated by commas (e.g. 10.0.0.5, 172.16.0.0/12)',
    )
    .default('false'),
  // Files in an S3-compatible object store instead of DATA_DIR/uploads (storage/storage-url.ts).
  STORAGE_URL: z
    .string()
    .superRefine((text, context) => {
      const parsed = parseStorageUrl(text);
      if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
    })
    .optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // Measure loudness, tempo and key of files stored before the measure existed, after start-up
  // (decision 030). Test apps turn it off; uploads are measured either way.
  AUDIO_ANALYSIS_BACKFILL: z.enum(['on', 'off']).default('on'),
  // Optional AI line suggestions through any OpenAI-compatible endpoint (off when unset).
  LLM_BASE_URL: z.url('must be a full URL such as https://api.openai.com/v1').optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // E-mail (invitations): an SMTP server when set, else .eml files in DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://, e.g. smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Trackroom <no-reply@trackroom.local>'),
  MAIL_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Memory for song-list pages already answered (decision 008); 0 turns the cache off.
  // The embedded database's page cache (PostgreSQL's shared_buffers inside PGlite; decision 033).
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(PGLITE_SHARED_BUFFERS_MB),
  // One full garbage collection this long after the last answer (decision 033); 0: never.
  QUIET_GC_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  // Defaults by database (defaultHeapSizing): 100 and 'off' embedded, 0 and 'budget' with
  // DATABASE_URL.
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(400).optional(),
  MEMORY_SAVER: z.enum(['on', 'off', 'budget']).optional(),
  HEAP_BUDGET_MB: z.coerce.number().int().min(16).max(65_536).default(48),
  // A young garbage collection once Buffers grew the memory outside the heap by this much
  // (lib/external-memory-watch.ts); 0: never.
  EXTERNAL_GC_MB: z.coerce.number().int().min(0).max(4096).default(16),
  SONG_PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // Worker threads end after this many quiet seconds and start again on the next request
  // (issue "Runs light"); 0 keeps them alive once started.
  RHYMES_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  ANALYSIS_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  // Audio analysis threads at most for uploads (default: CPU count − 1, at least 1).
  ANALYSIS_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // Rate limits (modules/rate-limits): 'off' only for test suites and load tests that send
  // every request from one address; never in production.
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // Encrypts the secrets (SMTP password) inside admin backups; without it they are left out.
  BACKUP_KEY: z
    .string()
    .refine(
      (text) => parseBackupKey(text) !== null,
      'must be 32 random bytes as 64 hex digits or base64, e.g. from `openssl rand -hex 32`',
    )
    .optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to DATABASE_URL per process, and statements run at once (DB_POOL_MAX). */
  dbPoolMax: number;
  logLevel: string;
  /**
   * The site's public address, no trailing slash: every link in an e-mail starts here, never at
   * a request's Host header (which the sender of the request chooses). PUBLIC_URL, required in
   * production; elsewhere the server's own address (defaultPublicUrl).
   */
  publicUrl: string;
  cookieSecure: 'auto' | boolean;
  /**
   * Which X-Forwarded-For hops are our own proxies (Fastify's `trustProxy`): none (false), the
   * last N, or the listed addresses and ranges. The client's address is the first hop that is
   * not one of them; trusting every hop would let a client write its own.
   */
  trustProxy: TrustedProxies;
  /**
   * The object store that holds the files (STORAGE_URL; credentials from the AWS SDK's usual
   * variables); undefined: local disk under DATA_DIR/uploads. storage/open-storage.ts opens it.
   */
  objectStore: S3Location | undefined;
  seedDemo: boolean;
  /** Whether files still pending analysis are measured after start-up (the backfill). */
  audioAnalysisBackfill: boolean;
  /** OpenAI-compatible base URL ("…/v1"); AI suggestions are off without it. */
  llmBaseUrl: string | undefined;
  /** Sent as a bearer token; a secret, never logged. */
  llmApiKey: string | undefined;
  llmModel: string;
  /** SMTP server for e-mail (credentials inside: a secret, never logged); outbox when unset. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Attempts after the first for a queued e-mail, and the first wait (doubled each time). */
  mailRetries: number;
  mailRetryDelaySeconds: number;
  /** The embedded database's shared_buffers in MB (unused with DATABASE_URL). */
  pgliteSharedBuffersMb: number;
  /** Seconds of quiet after answers before one full garbage collection (0: never). */
  quietGcSeconds: number;
  /** How V8 sizes its heap once the server listens (lib/heap-sizing.ts). */
  heapSizing: HeapSizing;
  /** Bytes of song-list pages kept per server process (0: none). */
  songPageCacheBytes: number;
  /** Quiet time after which the rhyme finder's thread ends (0: never); RHYMES_IDLE_SECONDS. */
  rhymesIdleMs: number;
  /** Quiet time after which an audio analysis thread ends (0: never); ANALYSIS_IDLE_SECONDS. */
  analysisIdleMs: number;
  /** Audio analysis threads at most for uploads; ANALYSIS_WORKERS. */
  analysisWorkers: number;
  /** Whether rate limits count and refuse (RATE_LIMITS=off: test suites and load tests only). */
  rateLimits: boolean;
  /** AES-256 key for the secrets inside backups (a secret, never logged); unset: left out. */
  backupKey: Buffer | undefined;
}

export class ConfigError extends Error {}

export const PUBLIC_URL_REQUIRED =
  'PUBLIC_URL is required when NODE_ENV=production: set it to the address people open the site at ' +
  '(e.g. PUBLIC_URL=https://trackroom.example). Links in e-mails (invitations, set-password) are ' +
  "built from it, never from a request's Host header.";

/**
 * Outside production, the address the server listens on: HOST when it names one interface,
 * `localhost` when it is a wildcard (0.0.0.0, ::), and PORT; e.g. http://localhost:3000.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = wildcard
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}`;
}

// STORAGE_URL too: a value with credentials in it is refused, never echoed.
const SECRET_VARIABLES = new Set(['LLM_API_KEY', 'SMTP_URL', 'BACKUP_KEY', 'STORAGE_URL']);

function objectStoreOf(url: string | undefined, awsRegion: string | undefined) {
  if (url === undefined) return undefined;
  const parsed = parseStorageUrl(url, awsRegion || undefined);
  return 'location' in parsed ? parsed.location : undefined;
}

/**
 * How V8 sizes the heap unless told otherwise (decision 033). With PostgreSQL the server process
 * is little more than its JavaScript heap, which under a busy spell grew to 4× its idle size
 * before V8 marked (peak 3.5× the server's idle memory): V8's memory saver over a 48 MB heap held
 * it to 1.4×, the database-bound mixed load no slower. With the embedded database the saver
 * costs more (its queries run on the collector's thread: cheap routes 23–28 % slower at
 * saturation, the search's p99 over its target after a heavy load), and a fixed growth of the old
 * generation after each full collection (2×, where V8 chose up to 4× under load and 1.3× while
 * an upload streamed) held the mixed load's peak to 1.71× (V8's own: 2.10–2.34×) with no route
 * slower, and made a resumable upload's PATCHes faster (2026-11-30). With PostgreSQL V8's own
 * factor did to an upload what it had done there: the heap sat just over its limit, V8 marked all
 * of it every few MiB received (a 200 MB resumable upload at 35–51 % of a stream copy); a fixed
 * 1.5× growth under the same budget took it to 54–67 %, the mixed load's peak from 1.39× to 1.63×
 * (target 2×; 2× growth: 1.92×) and its requests from 6,086 to 7,258 (decision 033, sixth step).
 */
export const defaultHeapSizing = (
  databaseUrl: string | undefined,
): { growthPercent: number; memorySaver: 'budget' | 'off' } =>
  databaseUrl
    ? { growthPercent: 50, memorySaver: 'budget' }
    : { growthPercent: 100, memorySaver: 'off' };

/** Reads and validates the environment; throws a ConfigError naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets are named, never echoed.
      const value = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(env[name]);
      return `  ${issue.path.join('.')}=${value}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const heapDefaults = defaultHeapSizing(e.DATABASE_URL);
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) throw new ConfigError(PUBLIC_URL_REQUIRED);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/(?<!\/)\/+$/, ''),
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    objectStore: objectStoreOf(e.STORAGE_URL, env.AWS_REGION),
    seedDemo: e.SEED_DEMO === 'true',
    audioAnalysisBackfill: e.AUDIO_ANALYSIS_BACKFILL === 'on',
    llmBaseUrl: e.LLM_BASE_URL?.replace(/(?<!\/)\/+$/, ''),
    llmApiKey: e.LLM_API_KEY,
    llmModel: e.LLM_MODEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetries: e.MAIL_RETRIES,
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    quietGcSeconds: e.QUIET_GC_SECONDS,
    heapSizing: {
      growthPercent: e.HEAP_GROWTH_PERCENT ?? heapDefaults.growthPercent,
      memorySaver: e.MEMORY_SAVER ?? heapDefaults.memorySaver,
      budgetBytes: e.HEAP_BUDGET_MB * 1024 * 1024,
      externalGrowthBytes: e.EXTERNAL_GC_MB * 1024 * 1024,
    },
    songPageCacheBytes: e.SONG_PAGE_CACHE_MB * 1024 * 1024,
    rhymesIdleMs: e.RHYMES_IDLE_SECONDS * 1000,
    analysisIdleMs: e.ANALYSIS_IDLE_SECONDS * 1000,
    analysisWorkers: e.ANALYSIS_WORKERS ?? Math.max(1, os.availableParallelism() - 1),
    rateLimits: e.RATE_LIMITS === 'on',
    backupKey: e.BACKUP_KEY === undefined ? undefined : (parseBackupKey(e.BACKUP_KEY) ?? undefined),
  };
}
