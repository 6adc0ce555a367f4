// Worker entry point from the TypeScript sources (production starts the compiled
// rhymes-worker.js, lib/worker-url.ts): a worker thread does not inherit tsx's module hooks on
// Node 20, so it registers tsx itself before loading the TypeScript worker (as src/server/audio
// does).
import { register } from 'tsx/esm/api';

register();
await import('./rhymes-worker.ts');
