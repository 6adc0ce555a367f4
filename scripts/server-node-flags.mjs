// Node flags the server runs with, wherever it is started (npm start, the benches, the soak).
//
// V8 sizes the young generation (where new objects live until they survive two collections)
// from the machine's memory: on Node 24 it grew to 128 MB, committed and resident after the
// first busy seconds and never handed back, half of an idle server's memory. 16 MB semi-spaces
// (32 MB in all, Node's default for years) keep an idle server light (issue "Runs light",
// decision 033); NODE_SEMI_SPACE_MB changes it.
//
// --expose-gc lets the server collect once after a busy spell has gone quiet
// (src/server/plugins/quiet-collection.ts, QUIET_GC_SECONDS).
// (V8's memory saver mode is turned on by the server itself once it listens:
// src/server/lib/heap-sizing.ts.)
const DEFAULT_SEMI_SPACE_MB = 16;
const FLAG = '--max-semi-space-size';
const EXPOSE_GC = '--expose-gc';

/** The flags node was not already given (on its command line or in NODE_OPTIONS). */
export function serverNodeFlags(env = process.env, execArgv = process.execArgv) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  const flags = [];
  if (!given.includes(EXPOSE_GC)) flags.push(EXPOSE_GC);
  if (!given.some((arg) => arg.startsWith(FLAG))) flags.push(semiSpaceFlag(env));
  return flags;
}

function semiSpaceFlag(env) {
  const text = env.NODE_SEMI_SPACE_MB;
  const megabytes = text ? Number(text) : DEFAULT_SEMI_SPACE_MB;
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 1024) {
    throw new Error(
      `NODE_SEMI_SPACE_MB=${JSON.stringify(text)}: must be a whole number of MB from 1 to 1024`,
    );
  }
  return `${FLAG}=${megabytes}`;
}

// glibc gives each thread that allocates its own malloc arena (up to 8 per CPU); after a busy
// minute on a data set the server's threads held ~90 MB of freed but unreturned memory in them
// (decision 033). Two arenas keep that memory reused. glibc also raises its mmap and trim
// thresholds after the first large block is freed (up to 32 and 64 MB), after which freed
// memory stays with the process: fixed at 128 KiB, a large block is mapped and unmapped on its
// own and a freed top of the heap goes back (a start on a data set: 84 MB instead of 159 MB).
// Read by glibc at process start only.
const MALLOC_DEFAULTS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** The environment variables the server's process must start with (unless already set). */
export function serverProcessEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(MALLOC_DEFAULTS).map(([name, value]) => [name, env[name] || value]),
  );
}
