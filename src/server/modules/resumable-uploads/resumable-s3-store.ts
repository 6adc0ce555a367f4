import type { Readable } from 'node:stream';
import type { Part } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOAD_EXPIRY_MS } from '../../../shared/constants.js';
import type { ResumableArea } from '../../storage/storage.js';
import type { ResumableSweepResult } from './resumable-disk-sweep.js';
import { tappedWrite, type ChunkTap } from './chunk-tap.js';
import type { ResumableStore } from './resumable-store.js';

type S3Area = Extract<ResumableArea, { kind: 's3' }>;

/** Keys named in a request's input, as the S3 commands tus and the sweep send carry them. */
interface KeyedInput {
  Key?: string;
  Prefix?: string;
  Delete?: { Objects?: { Key?: string }[] };
}

const isMissing = (error: unknown) => {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NoSuchUpload' || name === 'NotFound';
};

/**
 * @tus/s3-store in the storage's resumable area. An upload is a multipart upload of `<id>`,
 * its description `<id>.info` and, between chunks that do not fill a part, `<id>.part`; once
 * every byte is in, `<id>` is the whole file, which the storage copies to its key on the
 * server (Storage.adoptResumable) before this store removes it.
 *
 * @tus/s3-store 2.0 writes its keys at the bucket's root (a prefix is a TODO of its own), so
 * the client it sends with gets a step that puts every key and listing prefix under the area
 * (`<storage prefix>.resumable/`): the store and the sweep below both name objects by the
 * upload's id alone.
 *
 * tus caches each upload's description in the process (its multipart upload id, length and
 * metadata, which never change); offsets are always read from S3. Another process removing an
 * upload leaves this cache stale, which is harmless: every request first finds the upload's
 * open row (resumable_uploads), which a removal deletes.
 */
class AreaS3Store extends S3Store implements ResumableStore {
  private chunkTap: ChunkTap | undefined;

  constructor(private readonly area: S3Area) {
    super({
      // One part per chunk the client sends (RESUMABLE_CHUNK_BYTES); a shorter chunk waits in
      // `<id>.part` until the next one fills a part (S3's parts are at least 5 MiB).
      partSize: RESUMABLE_CHUNK_BYTES,
      expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS,
      // No object tags: expiry is our sweep's, not a bucket lifecycle rule on a tag (several
      // S3-compatible servers have no tagging).
      useTags: false,
      s3ClientConfig: { ...area.clientConfig, bucket: area.bucket },
    });
    const prefix = area.keyPrefix;
    this.client.middlewareStack.add(
      (next) => (args) => {
        const input = args.input as KeyedInput;
        const scoped: KeyedInput = { ...input };
        if (input.Key !== undefined) scoped.Key = prefix + input.Key;
        if ('Prefix' in input) scoped.Prefix = prefix + (input.Prefix ?? '');
        if (input.Delete?.Objects) {
          scoped.Delete = {
            ...input.Delete,
            Objects: input.Delete.Objects.map((object) => ({
              ...object,
              Key: prefix + object.Key,
            })),
          };
        }
        return next({ ...args, input: scoped });
      },
      { step: 'initialize', name: 'trackroomResumableArea' },
    );
  }

  override write(readable: Readable, id: string, offset: number): Promise<number> {
    return tappedWrite(
      this.chunkTap,
      (chunk) => super.write(chunk, id, offset),
      readable,
      id,
      offset,
    );
  }

  tapChunks(tap: ChunkTap): void {
    this.chunkTap = tap;
  }

  readFinished(id: string): Promise<Readable> {
    return this.read(id);
  }

  /**
   * Removes upload `id` whole: the multipart upload (if still open), the finished object, the
   * description and a waiting short part. tus's own remove stops at a finished upload (its
   * multipart upload is gone) and leaves the objects, and it forgets `<id>.part`.
   */
  override async remove(id: string): Promise<void> {
    let uploadId: string | undefined;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (uploadId) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
        .catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: `${id}.part` }] },
    });
    await this.clearCache(id);
    if (!uploadId) throw ERRORS.FILE_NOT_FOUND;
  }

  /** When the open multipart upload of `id` last took a part (0: none), and its bytes. */
  private async partsOf(id: string): Promise<{ touchedMs: number; bytes: number }> {
    let parts: Part[];
    try {
      parts = await this.retrieveParts(id);
    } catch {
      // Finished, aborted, or no description: only the objects tell.
      return { touchedMs: 0, bytes: 0 };
    }
    return {
      touchedMs: Math.max(0, ...parts.map((part) => part.LastModified?.getTime() ?? 0)),
      bytes: parts.reduce((sum, part) => sum + (part.Size ?? 0), 0),
    };
  }

  /**
   * The uploads untouched for RESUMABLE_UPLOAD_EXPIRY_MS: the newest of their objects and, for
   * one still open, of its parts (a chunk that fills a part touches no object). Listed a page
   * at a time. A multipart upload whose description is already gone is left to the bucket's
   * rule that aborts incomplete multipart uploads (docs/server.md asks for one).
   */
  async sweep(now = Date.now()): Promise<ResumableSweepResult> {
    const result: ResumableSweepResult = { uploads: 0, bytes: 0 };
    const groups = new Map<string, { touchedMs: number; bytes: number }>();
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        Prefix: '',
        ContinuationToken,
      });
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(this.area.keyPrefix)) continue;
        const id = object.Key.slice(this.area.keyPrefix.length).replace(/\.(info|part)$/, '');
        const group = groups.get(id) ?? { touchedMs: 0, bytes: 0 };
        group.touchedMs = Math.max(group.touchedMs, object.LastModified?.getTime() ?? 0);
        group.bytes += object.Size ?? 0;
        groups.set(id, group);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    for (const [id, group] of groups) {
      if (now - group.touchedMs <= RESUMABLE_UPLOAD_EXPIRY_MS) continue;
      const parts = await this.partsOf(id);
      if (now - parts.touchedMs <= RESUMABLE_UPLOAD_EXPIRY_MS) continue;
      await this.remove(id).catch((error: unknown) => {
        if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      });
      result.uploads += 1;
      result.bytes += group.bytes + parts.bytes;
    }
    return result;
  }
}

/** The resumable uploads' store in the object store's resumable area. */
export const areaS3Store = (area: S3Area): ResumableStore => new AreaS3Store(area);
