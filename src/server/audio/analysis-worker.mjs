// Worker entry point. The server runs TypeScript through tsx (`node --import tsx`, and vitest
// in tests), but a worker thread does not inherit the parent's module hooks on Node 20, so it
// registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
