// `npm run build:server`: the server compiled ahead to plain JavaScript in dist/server, so that
// production loads no TypeScript compiler at run time (issue 29). The project's own code is
// bundled, one file per entry point (the server and its two worker threads, side by side as
// lib/worker-url.ts expects them); packages stay in node_modules, found from dist/server as
// from the sources. `node scripts/build-server.mjs bench` builds the bench's server
// (scripts/bench/bench-server.ts: the same app plus bench-only routes) into dist/bench-server.
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const TARGETS = {
  server: { outdir: 'dist/server', name: 'main', entry: 'src/server/main.ts' },
  bench: {
    outdir: 'dist/bench-server',
    name: 'bench-server',
    entry: 'scripts/bench/bench-server.ts',
  },
};

const target = TARGETS[process.argv[2] ?? 'server'];
if (!target) {
  console.error(`Usage: node scripts/build-server.mjs [${Object.keys(TARGETS).join('|')}]`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, target.outdir);
// Built beside and swapped in at the end: an interrupted build leaves the last good one (or none).
const partial = `${outdir}.partial-${process.pid}`;

try {
  await build({
    absWorkingDir: root,
    entryPoints: {
      [target.name]: target.entry,
      'rhymes-worker': 'src/server/modules/rhymes/rhymes-worker.ts',
      'analysis-worker': 'src/server/audio/analysis-worker.ts',
    },
    outdir: partial,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Stack traces name the TypeScript file and line (node --enable-source-maps); the map
    // points at the sources in the checkout instead of carrying a copy of them.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  // Read at run time beside the bundle: db/client.ts finds them next to its own module.
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(partial, 'migrations'), {
    recursive: true,
  });
  rmSync(outdir, { recursive: true, force: true });
  renameSync(partial, outdir);
} finally {
  rmSync(partial, { recursive: true, force: true });
}
