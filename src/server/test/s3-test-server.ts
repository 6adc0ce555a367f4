import type { S3Location } from '../storage/storage-url.js';

/** What this file uses of fauxqs's Fastify app (its published types do not resolve for lint). */
interface S3ServerApp {
  addHook(
    name: 'onRequest',
    hook: (request: S3Request, reply: S3Reply) => Promise<S3Reply | undefined>,
  ): void;
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

interface S3Request {
  method: string;
  url: string;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}
interface S3Reply {
  code(status: number): S3Reply;
  header(name: string, value: string): S3Reply;
  send(body: string): S3Reply;
}

/** fauxqs's in-memory store, as far as this file reads its multipart uploads. */
interface FauxqsS3Store {
  multipartUploads: Map<
    string,
    {
      bucket: string;
      key: string;
      parts: Map<number, { partNumber: number; etag: string; body: Buffer; lastModified: Date }>;
    }
  >;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * ListParts (GET /bucket/key?uploadId=…), which fauxqs 2.4 does not offer (it answers the object
 * instead) and @tus/s3-store asks on every request: the parts of an open multipart upload from
 * fauxqs's own store, in S3's XML; NoSuchUpload once it is completed or aborted, as S3 says.
 */
function listParts(store: FauxqsS3Store, request: S3Request, reply: S3Reply) {
  const uploadId = request.query.uploadId ?? '';
  const upload = store.multipartUploads.get(uploadId);
  reply.header('content-type', 'application/xml');
  if (!upload) {
    return reply
      .code(404)
      .send(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code>' +
          '<Message>The specified multipart upload does not exist.</Message></Error>',
      );
  }
  const parts = [...upload.parts.values()]
    .sort((a, b) => a.partNumber - b.partNumber)
    .map(
      (part) =>
        `<Part><PartNumber>${part.partNumber}</PartNumber>` +
        `<LastModified>${part.lastModified.toISOString()}</LastModified>` +
        `<ETag>${escapeXml(part.etag)}</ETag><Size>${part.body.length}</Size></Part>`,
    );
  return reply
    .code(200)
    .send(
      '<?xml version="1.0" encoding="UTF-8"?>' +
        '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
        `<Bucket>${escapeXml(upload.bucket)}</Bucket><Key>${escapeXml(upload.key)}</Key>` +
        `<UploadId>${escapeXml(uploadId)}</UploadId><IsTruncated>false</IsTruncated>` +
        `${parts.join('')}</ListPartsResult>`,
    );
}

/** Any pair works: the test server checks the signature's form, not whose key it is. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'trackroom-test', secretAccessKey: 'test' };

/**
 * An S3 protocol server in this process, on loopback only, holding its objects in memory
 * (fauxqs; s3rver's continuation tokens use DES, which Node 24's OpenSSL refuses). Each call
 * gets its own server; `bucket` is created empty. `port` 0: any free one (scripts/s3-test-server.ts
 * names one, for a server other processes use).
 */
export async function startS3TestServer(bucket = 'trackroom-test', port = 0) {
  const { buildApp } = (await import('fauxqs')) as unknown as {
    buildApp: (options: { logger: boolean; stores: { s3Store: FauxqsS3Store } }) => S3ServerApp;
  };
  // fauxqs's store class is not among its package's exports: imported by its file, beside the
  // entry, so the app can be handed one this file can read.
  const storeModule = new URL('./s3/s3Store.js', import.meta.resolve('fauxqs')).href;
  const { S3Store } = (await import(storeModule)) as { S3Store: new () => FauxqsS3Store };
  const store = new S3Store();
  const app = buildApp({ logger: false, stores: { s3Store: store } });
  /** "METHOD /path?query" of every request, for tests that check what the driver sent. */
  const requests: string[] = [];
  app.addHook('onRequest', async (request, reply) => {
    requests.push(`${request.method} ${request.url}`);
    const { uploadId, partNumber } = request.query;
    if (request.method === 'GET' && uploadId && !partNumber)
      return listParts(store, request, reply);
    return undefined;
  });
  const address = await app.listen({ port, host: '127.0.0.1' });
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
