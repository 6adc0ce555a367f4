import type { S3Location } from '../storage/storage-url.js';

/** What this file uses of fauxqs's Fastify app (its published types do not resolve for lint). */
interface S3ServerApp {
  addHook(
    name: 'onRequest',
    hook: (request: { method: string; url: string }) => Promise<void>,
  ): void;
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

/** Any pair works: the test server checks the signature's form, not whose key it is. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'trackroom-test', secretAccessKey: 'test' };

/**
 * An S3 protocol server in this process, on loopback only, holding its objects in memory
 * (fauxqs; s3rver's continuation tokens use DES, which Node 24's OpenSSL refuses). Each call
 * gets its own server; `bucket` is created empty.
 */
export async function startS3TestServer(bucket = 'trackroom-test') {
  const { buildApp } = (await import('fauxqs')) as unknown as {
    buildApp: (options: { logger: boolean }) => S3ServerApp;
  };
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
