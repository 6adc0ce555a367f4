// `npm exec -- node --expose-gc --import tsx scripts/bench/api-document.ts` (issue 30 item 3):
// what building the API document costs once, on the first request for /api/openapi.json or
// /api/docs: the time on the event loop, the garbage it makes, and what stays (the two answers
// kept as bytes). Nothing is built before that request, so an idle server pays nothing.
import { ROUTE_DOCS } from '../../src/server/route-docs.js';
import {
  API_DOCUMENT_VERSION,
  buildApiDocsAnswers,
} from '../../src/server/modules/api-docs/index.js';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('Run with node --expose-gc (see the first line)');
const settled = () => {
  collect();
  collect();
  return process.memoryUsage();
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const before = settled();
const started = performance.now();
const answers = buildApiDocsAnswers(ROUTE_DOCS, API_DOCUMENT_VERSION);
const took = performance.now() - started;
const unsettled = process.memoryUsage();
const after = settled();

console.table({
  'build (ms, once)': took.toFixed(0),
  'openapi.json (bytes)': answers.json.length,
  'docs page (bytes)': answers.html.length,
  'heap garbage while building': mb(unsettled.heapUsed - before.heapUsed),
  'heap kept after': mb(after.heapUsed - before.heapUsed),
  'buffers kept after': mb(after.arrayBuffers - before.arrayBuffers),
});
