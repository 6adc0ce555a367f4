// Worker entry point when the server runs from its TypeScript sources (tests, `npm run dev`;
// production starts the compiled analysis-worker.js instead, lib/worker-url.ts). A worker
// thread does not inherit the parent's module hooks on Node 20, so it registers tsx itself
// before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
