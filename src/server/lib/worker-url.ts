/**
 * Where a worker thread's entry point is, for the module at `callerUrl` (its import.meta.url).
 *
 * In production the server is compiled ahead into dist/server (scripts/build-server.mjs): each
 * worker is a plain `<name>.js` beside the bundle that starts it. Run from the TypeScript
 * sources (tests, `npm run dev`), the worker is the `<name>.mjs` beside the caller, which
 * registers tsx first: a worker thread does not inherit its parent's module hooks.
 */
export function workerUrl(name: string, callerUrl: string): URL {
  const fromSources = new URL(callerUrl).pathname.endsWith('.ts');
  return new URL(`./${name}${fromSources ? '.mjs' : '.js'}`, callerUrl);
}
