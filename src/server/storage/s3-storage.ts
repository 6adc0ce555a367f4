import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RESUMABLE_FOLDER } from './partial-files.js';
import { StorageLimitError, type Storage } from './storage.js';
import type { S3Location } from './storage-url.js';

export interface S3StorageOptions {
  /** Keys per ListObjectsV2 page (S3's maximum and default: 1000); tests page with fewer. */
  pageSize?: number;
  /** Credentials; by default the AWS SDK's chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY...). */
  credentials?: S3ClientConfig['credentials'];
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
/** A resumable upload's id as its object in the resumable area is named: no path in it. */
const SAFE_RESUMABLE_ID = /^[A-Za-z0-9]+$/;
/** S3's smallest multipart part: the most a put holds in memory is this times QUEUE_SIZE. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/**
 * Counts bytes as they pass and fails the stream past `maxBytes`. Its count is `passed`, never
 * `size`: the SDK's Upload reads a body's `size` as its length and checks the parts against it.
 */
function byteCounter(maxBytes: number | undefined) {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counter.passed += chunk.length;
        if (maxBytes !== undefined && counter.passed > maxBytes) {
          counter.overLimit = true;
          done(new StorageLimitError(maxBytes));
        } else done(null, chunk);
      },
    }),
    { passed: 0, overLimit: false },
  );
  return counter;
}

/** Files as objects in an S3-compatible bucket; keys as on disk, under the location's prefix. */
export async function s3Storage(
  location: S3Location,
  options: S3StorageOptions = {},
): Promise<Storage> {
  // Imported here, not at the top: the server bundle keeps a dynamic import of a package as
  // one, so a server on local disk never loads the AWS SDK (its memory is measured, issue 29).
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const clientConfig: S3ClientConfig = {
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default trailing checksums on streamed bodies (aws-chunked).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(clientConfig);
  const Bucket = location.bucket;
  const objectKey = (key: string) => location.prefix + checkKey(key);
  // The resumable area: a hidden "folder" of the same bucket and prefix. Its keys start with
  // a dot, so no storage key (a letter or digit first) is ever one of them, and a listing of
  // stored files under a key prefix never reaches into it.
  const resumablePrefix = `${location.prefix}${RESUMABLE_FOLDER}/`;

  return {
    kind: 's3',
    resumableArea: { kind: 's3', bucket: Bucket, keyPrefix: resumablePrefix, clientConfig },
    async put(key, body, putOptions = {}) {
      const Key = objectKey(key);
      const counter = byteCounter(putOptions.maxBytes);
      // Streams part by part; a failure (the limit, the client going away) aborts the multipart
      // upload, so no object and no stray parts are left.
      const sending = pipeline(body, counter).catch(() => {});
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counter },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        await sending;
        if (counter.overLimit) throw new StorageLimitError(putOptions.maxBytes!);
        throw error;
      }
      await sending;
      return { size: counter.passed };
    },
    get(key, range) {
      const Key = objectKey(key);
      const output = new PassThrough();
      const abort = new AbortController();
      // A reader that stops early (a listener skipping ahead) ends the request too.
      output.once('close', () => abort.abort());
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket, Key, Range }), { abortSignal: abort.signal })
        .then((answer) => pipeline(answer.Body as Readable, output))
        .catch((error: unknown) => {
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return output;
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key as a success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async copy(from, to) {
      // Server-side: the bytes never pass through this server. One request copies up to 5 GB,
      // more than any upload the app accepts.
      const source = `${Bucket}/${objectKey(from)}`;
      await client.send(
        new CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: encodeURI(source) }),
      );
    },
    async adoptResumable(id, key) {
      if (!SAFE_RESUMABLE_ID.test(id)) throw new Error(`Unsafe resumable upload id: ${id}`);
      // Server-side, as copy: the finished object never passes through this server again.
      const source = `${Bucket}/${resumablePrefix}${id}`;
      await client.send(
        new CopyObjectCommand({ Bucket, Key: objectKey(key), CopySource: encodeURI(source) }),
      );
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: location.prefix + prefix,
            MaxKeys: options.pageSize ?? 1000,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const key = object.Key.slice(location.prefix.length);
          // Hidden names are never a key: the resumable area's partial objects are not stored
          // files (not backed up, counted or swept as orphans), as on disk.
          if (/(^|\/)\./.test(key)) continue;
          yield {
            key,
            size: object.Size ?? 0,
            modifiedMs: object.LastModified?.getTime() ?? 0,
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async isWritable() {
      const Key = objectKey(`health-probe-${process.pid}-${Date.now()}`);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: 'ok' }));
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
