import { randomBytes } from 'node:crypto';
import { startS3TestServer, TEST_S3_CREDENTIALS } from '../../../src/server/test/s3-test-server';

/** A bucket of its own for one journey, on an S3 protocol server, and how a server reaches it. */
export interface JourneyBucket {
  /** STORAGE_URL and the credentials, for the server's environment. */
  env: Record<string, string>;
  /** Every key the bucket holds. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * On the S3 protocol server CI starts (TEST_S3_ENDPOINT, scripts/s3-test-server.ts) when there
 * is one, else on one started in this process; either way a fresh bucket.
 */
export async function journeyBucket(): Promise<JourneyBucket> {
  const bucket = `journey-${randomBytes(4).toString('hex')}`;
  let endpoint = process.env.TEST_S3_ENDPOINT;
  let stop = async () => {};
  if (endpoint) {
    const created = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
    if (!created.ok) throw new Error(`Creating bucket ${bucket} failed: ${created.status}`);
  } else {
    const server = await startS3TestServer(bucket);
    endpoint = server.location.endpoint!;
    stop = server.stop;
  }
  const query = new URLSearchParams({ endpoint, region: 'us-east-1', forcePathStyle: 'true' });
  return {
    env: {
      STORAGE_URL: `s3://${bucket}/songs?${query}`,
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    },
    async keys() {
      const listing = await (await fetch(`${endpoint}/${bucket}?list-type=2`)).text();
      return [...listing.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
    },
    stop,
  };
}
