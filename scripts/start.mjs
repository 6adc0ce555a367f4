// `npm start`: build the client when it is missing or older than its sources, then serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { requireSupportedNode } from './node-runtime.mjs';

requireSupportedNode();

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const clientSources = [path.join(root, 'src/client'), path.join(root, 'src/shared')];
const needsBuild =
  !existsSync(builtIndex) ||
  Math.max(...clientSources.map(newestMtime)) > statSync(builtIndex).mtimeMs;

if (needsBuild) {
  console.log('Building the client…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Production refuses to start without PUBLIC_URL (e-mail links are built from it). A bare
// `npm start` is also the README's way to try Trackroom on this machine, so there an unset one
// means this machine, said aloud; whoever sets NODE_ENV=production gets the server's refusal.
const env = { NODE_ENV: 'production', ...process.env };
if (!env.PUBLIC_URL && !process.env.NODE_ENV) {
  env.PUBLIC_URL = `http://localhost:${env.PORT || 3000}`;
  console.log(
    `PUBLIC_URL is not set: e-mail links will point at ${env.PUBLIC_URL}. ` +
      'Set PUBLIC_URL to the address people open the site at.',
  );
}

// The server runs as a child (tsx compiles TypeScript on load); signals are forwarded so that
// SIGTERM/SIGINT reach its graceful shutdown.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
