// `npm start`: build the client and the server when either is missing or older than its
// sources, then serve, in this same process: a service manager that starts
// `node scripts/start.mjs` supervises the server itself, and its signals reach the server's
// own graceful shutdown (src/server/main.ts) with no process in between.
import { setSourceMapsSupport } from 'node:module';
import { pathToFileURL } from 'node:url';
import { requireSupportedNode } from './node-runtime.mjs';
import { serverNodeFlags, serverProcessEnv } from './server-node-flags.mjs';
import { buildClientIfStale, buildServerIfStale, SERVER_ENTRY } from './stale-builds.mjs';

requireSupportedNode();

// V8's heap flags are read once, at start: this process replaces itself with one started with
// them (same process id, so a service manager still supervises the server itself).
let flags;
try {
  flags = serverNodeFlags();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const startEnv = serverProcessEnv();
if (
  flags.length > 0 ||
  Object.entries(startEnv).some(([name, value]) => process.env[name] !== value)
) {
  Object.assign(process.env, startEnv);
  process.execve(
    process.execPath,
    [
      process.execPath,
      ...flags,
      ...process.execArgv,
      import.meta.filename,
      ...process.argv.slice(2),
    ],
    process.env,
  );
}

try {
  buildClientIfStale();
  buildServerIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Production refuses to start without PUBLIC_URL (e-mail links are built from it). A bare
// `npm start` is also the README's way to try Trackroom on this machine, so there an unset one
// means this machine, said aloud; whoever sets NODE_ENV=production gets the server's refusal.
if (!process.env.PUBLIC_URL && !process.env.NODE_ENV) {
  process.env.PUBLIC_URL = `http://localhost:${process.env.PORT || 3000}`;
  console.log(
    `PUBLIC_URL is not set: e-mail links will point at ${process.env.PUBLIC_URL}. ` +
      'Set PUBLIC_URL to the address people open the site at.',
  );
}
process.env.NODE_ENV ??= 'production';

// Stack traces name the TypeScript sources (the build writes source maps); set before the
// server is loaded, since only modules loaded afterwards are mapped.
setSourceMapsSupport(true);
await import(pathToFileURL(SERVER_ENTRY).href);
