// What `npm start` (and the benches, which run the server as production does) builds before it
// serves: the client bundle and the compiled server, each only when it is missing or older
// than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The compiled server's entry point (scripts/build-server.mjs writes it). */
export const SERVER_ENTRY = path.join(root, 'dist/server/main.js');
/** The compiled bench server's entry point (`scripts/build-server.mjs bench`). */
export const BENCH_SERVER_ENTRY = path.join(root, 'dist/bench-server/bench-server.js');

const SERVER_SOURCES = ['src/server', 'src/shared', 'scripts/build-server.mjs'];

function newestMtime(file) {
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  return (
    !existsSync(output) ||
    Math.max(...sources.map((source) => newestMtime(path.join(root, source)))) >
      statSync(output).mtimeMs
  );
}

function run(what, command, args) {
  console.log(`Building the ${what}…`);
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The ${what} build failed (exit ${build.status}).`);
}

const CLIENT_SOURCES = ['src/client', 'src/shared', 'scripts/build-client.mjs'];

/**
 * Builds the client into dist/client, and its server-side entry into dist/ssr, when either is
 * missing or older than their sources.
 */
export function buildClientIfStale() {
  if (
    isStale(path.join(root, 'dist/client/index.html'), CLIENT_SOURCES) ||
    isStale(path.join(root, 'dist/ssr/render-page.js'), CLIENT_SOURCES)
  ) {
    run('client', process.execPath, [path.join(root, 'scripts/build-client.mjs'), '--quiet']);
  }
}

// The compiler runs in a process of its own: the server's process keeps none of its memory.
const buildServer = (what, target) =>
  run(what, process.execPath, [path.join(root, 'scripts/build-server.mjs'), target]);

/** Compiles the server into dist/server when it is missing or older than its sources. */
export function buildServerIfStale() {
  if (isStale(SERVER_ENTRY, SERVER_SOURCES)) buildServer('server', 'server');
}

/** Compiles the bench server into dist/bench-server when it is missing or out of date. */
export function buildBenchServerIfStale() {
  const sources = [
    ...SERVER_SOURCES,
    'scripts/bench/bench-server.ts',
    'scripts/bench/bench-protocol.ts',
  ];
  if (isStale(BENCH_SERVER_ENTRY, sources)) buildServer('bench server', 'bench');
}
