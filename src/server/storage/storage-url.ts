/** Where the objects live: a bucket, an optional key prefix inside it, and how to reach it. */
export interface S3Location {
  bucket: string;
  /** Prepended to every key ("trackroom/"), so one bucket can hold other things too. */
  prefix: string;
  /** An S3-compatible server's address (MinIO, R2...); AWS's own when unset. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

export const STORAGE_URL_FORM =
  's3://BUCKET[/PREFIX][?endpoint=http://host:9000&region=us-east-1&forcePathStyle=true]';

// S3's bucket naming rules: 3-63 lowercase letters, digits, dots and hyphens.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9._/-]*$/;
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * STORAGE_URL read into a location, or the reason it is not one. The region falls back to
 * AWS_REGION, then us-east-1 (S3-compatible servers mostly ignore it).
 */
export function parseStorageUrl(
  text: string,
  awsRegion?: string,
): { location: S3Location } | { error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `must be an object store address: ${STORAGE_URL_FORM}` };
  }
  if (url.protocol !== 's3:') {
    return {
      error: `only s3:// is supported (unset it to keep files on disk): ${STORAGE_URL_FORM}`,
    };
  }
  if (url.username || url.password) {
    return { error: 'must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY' };
  }
  if (!BUCKET.test(url.hostname)) {
    return { error: 'the bucket name must be 3-63 lowercase letters, digits, dots or hyphens' };
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  if (!PREFIX.test(prefix) || prefix.split('/').includes('..')) {
    return { error: 'the key prefix may hold only letters, digits, ".", "_", "-" and "/"' };
  }
  const unknown = [...url.searchParams.keys()].filter((name) => !OPTIONS.has(name));
  if (unknown.length) {
    return { error: `unknown option ${unknown.join(', ')}: only endpoint, region, forcePathStyle` };
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    return { error: 'endpoint must be an http:// or https:// address, e.g. http://127.0.0.1:9000' };
  }
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    return { error: 'forcePathStyle must be true or false' };
  }
  return {
    location: {
      bucket: url.hostname,
      // A folder-like prefix: "trackroom" and "trackroom/" both keep keys under trackroom/.
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      endpoint: endpoint?.replace(/\/$/, ''),
      region: url.searchParams.get('region') || awsRegion || 'us-east-1',
      forcePathStyle: pathStyle === 'true',
    },
  };
}
