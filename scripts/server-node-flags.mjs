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
// (decision 033). Two arenas keep that memory reused. Read by glibc at process start only.
const DEFAULT_MALLOC_ARENAS = '2';

/** The environment variables the server's process must start with (unless already set). */
export function serverProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || DEFAULT_MALLOC_ARENAS };
}
