import { buildApp } from 'fauxqs';
import type { S3Location } from '../storage/storage-url.js';

/** Any pair works: the test server checks the signature's form, not whose key it is. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'trackroom-test', secretAccessKey: 'test' };

/**
 * An S3 protocol server in this process, on loopback only, holding its objects in memory
 * (fauxqs; s3rver's continuation tokens use DES, which Node 24's OpenSSL refuses). Each call
 * gets its own server; `bucket` is created empty.
 */
export async function startS3TestServer(bucket = 'trackroom-test') {
  const app = buildApp({ logger: false });
  /** "METHOD /path?query" of every request, for tests that check what the driver sent. */
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const location: S3Location = {
    bucket,
    prefix: '',
    endpoint: address,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const response = await fetch(`${address}/${bucket}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`Creating the test bucket failed: ${response.status}`);
  return { location, requests, stop: () => app.close() };
}
