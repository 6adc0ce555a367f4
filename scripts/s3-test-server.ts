// `npx tsx scripts/s3-test-server.ts [--port N]`: an S3 protocol server on loopback, objects in
// memory, for tests that need an object store another process can reach (CI starts one, and
// the browser journey on an object store uses it through TEST_S3_ENDPOINT; without it the
// journey starts one of its own). Prints "s3 test server at http://127.0.0.1:N" once it listens;
// stops on SIGTERM or SIGINT. Never for real data: nothing is kept, nothing is checked.
import { parseArgs } from 'node:util';
import { startS3TestServer } from '../src/server/test/s3-test-server.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port ${values.port}: must be a port number (0: any free one)`);
  process.exit(2);
}
const server = await startS3TestServer('trackroom-ci', port);
console.log(`s3 test server at ${server.location.endpoint}`);
const stop = () => void server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
