import type { Readable } from 'node:stream';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../shared/constants.js';
import { COMMENT_POSITION_PAST_END } from '../../../shared/schemas/comments.js';
import {
  SHARE_COMMENTS_OFF,
  SHARE_DOWNLOAD_OFF,
  SHARE_EXPIRED,
  SHARE_LINK_NOT_FOUND,
  SHARE_LISTEN_NOT_FOUND,
  SHARE_LISTEN_OUT_OF_RANGE,
  SHARE_PASSWORD_REQUIRED,
  SHARE_PASSWORD_WRONG,
  SHARE_REVOKED,
  type ListenReport,
  type SharedLink,
  type SharedLinkComment,
  type SharedLinkTrack,
} from '../../../shared/schemas/share-links.js';
import type {
  sharedCommentSchema,
  unlockShareLinkSchema,
} from '../../../shared/schemas/share-links.js';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, gone, HttpError, notFound } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/password.js';
import {
  cursorAfter,
  pageFrom,
  pageReadSize,
  timestampIdKey,
  type Page,
} from '../../lib/pagination.js';
import type { Storage } from '../../storage/storage.js';
import { publishProjectChange } from '../notifications/index.js';
import { profileDisplayName } from '../profile/index.js';
import type { Counter, RateLimiter } from '../rate-limits/index.js';
import type { ByteRange } from '../uploads/index.js';
import { addSpans, heatDeltas, percentHeard, spansWithin } from './listen-heard.js';
import { versionLabel } from './present-share-link.js';
import type { ServedFile, ServedTracksRepository } from './served-tracks.repository.js';
import { notifyListened } from './share-notification.js';
import type { ShareLinkRow, ShareLinksRepository } from './share-links.repository.js';
import type { ShareReceiptsRepository } from './share-receipts.repository.js';
import { isUnlocked, sharedAudioUrl, unlockCookieValue } from './share-token.js';

/** A served page's cursor: the sort key (library key or playlist place, digits) and an id. */
const servedCursor = z.tuple([
  z
    .string()
    .max(100)
    .regex(/^-?\d+(\.\d+)?$/),
  z.uuid(),
]);

/** Who calls: the link's token, its unlock cookie, and the address (for rate limits). */
export interface Listener {
  token: string;
  unlock: string | undefined;
  ip: string;
}

const asLanguage = (value: string | null): Language | null =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;

/**
 * The listener's side of a share link (no account): every call finds the link by its token and
 * answers 404 unknown, 410 revoked or expired, 401 `share.passwordRequired` while a password
 * link is not unlocked in this browser. What it serves is read again on every request.
 */
export function sharedLinkService(deps: {
  db: Database;
  repo: ShareLinksRepository;
  served: ServedTracksRepository;
  receipts: ShareReceiptsRepository;
  storage: Storage;
  limits: RateLimiter;
  now?: () => Date;
}) {
  const { repo, served, receipts } = deps;
  const now = deps.now ?? (() => new Date());

  /** The link by its token when it still works (no password check). */
  async function live(token: string): Promise<ShareLinkRow> {
    const link = await repo.findByToken(token);
    if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
    if (link.revokedAt) throw gone(SHARE_REVOKED);
    if (link.expiresAt && link.expiresAt.getTime() <= now().getTime()) throw gone(SHARE_EXPIRED);
    return link;
  }

  /** The link, once its password (if any) was given in this browser. */
  async function open(listener: Listener): Promise<ShareLinkRow> {
    const link = await live(listener.token);
    if (link.passwordHash && !isUnlocked(listener.unlock, link.passwordHash, link.id, now())) {
      throw new HttpError(401, SHARE_PASSWORD_REQUIRED);
    }
    return link;
  }

  /** A song the link serves now, or the link's own 404. */
  async function servedFile(link: ShareLinkRow, audioId: string): Promise<ServedFile> {
    const file = await served.file(link, audioId);
    if (!file) throw notFound(SHARE_LINK_NOT_FOUND);
    return file;
  }

  return {
    /** The link and what it allows; the page's opening counts for the receipts. */
    async find(listener: Listener): Promise<SharedLink> {
      const link = await open(listener);
      const [title, trackCount, senderName] = await Promise.all([
        served.title(link),
        served.count(link),
        profileDisplayName(deps.db, link.createdByProfileId),
      ]);
      await repo.markOpened(link.id, now());
      return {
        title,
        type: link.targetType,
        senderName,
        recipientName: link.recipientName,
        allowDownload: link.allowDownload,
        allowComments: link.allowComments,
        expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
        trackCount,
        language: asLanguage(link.recipientLanguage),
      };
    },

    /**
     * The unlock cookie's value for the right password (null: the link has none). Wrong ones
     * count per link and address and per link whatever the address; past either, 429.
     */
    async unlock(
      listener: Listener,
      body: () => z.infer<typeof unlockShareLinkSchema>,
    ): Promise<string | null> {
      const link = await live(listener.token);
      const { password } = body();
      if (!link.passwordHash) return null;
      const failures: Counter[] = [
        { rule: 'shareUnlockFailuresPerLinkAndIp', value: `${link.id} ${listener.ip}` },
        { rule: 'shareUnlockFailuresPerLink', value: link.id },
      ];
      await deps.limits.check(...failures);
      if (!(await verifyPassword(password, link.passwordHash))) {
        await deps.limits.record(...failures);
        throw new HttpError(401, SHARE_PASSWORD_WRONG);
      }
      await deps.limits.clear(failures[0]!);
      return unlockCookieValue(link.passwordHash, link.id, now());
    },

    /** A page of the songs the link serves now, in its order; the first page gives the total. */
    async tracksPage(
      listener: Listener,
      cursor: string | null,
      limit: number,
    ): Promise<Page<SharedLinkTrack>> {
      const after = cursorAfter(cursor, servedCursor);
      const link = await open(listener);
      const rows = await served.page(link, after, pageReadSize(limit));
      const page = pageFrom(
        rows,
        limit,
        (row) => [row.sortKey, row.keyId],
        (row): SharedLinkTrack => ({
          audioId: row.audioId,
          songId: row.songId,
          title: row.title,
          versionLabel: versionLabel(row.versionNumber),
          duration: row.duration,
          peaks: row.peaks,
          url: sharedAudioUrl(link.token, row.audioId),
          downloadUrl: link.allowDownload ? sharedAudioUrl(link.token, row.audioId, true) : null,
        }),
      );
      return cursor ? page : { ...page, total: await served.count(link) };
    },

    /** A served song's file and size; a download only where the link allows it. */
    async file(listener: Listener, audioId: string, download: boolean) {
      const link = await open(listener);
      if (download && !link.allowDownload) throw forbidden(SHARE_DOWNLOAD_OFF);
      const file = await servedFile(link, audioId);
      const info = await deps.storage.stat(file.filename);
      if (!info) throw notFound(SHARE_LINK_NOT_FOUND);
      return { file, size: info.size };
    },

    /** A stream of the file or of one byte range of it. */
    stream(file: ServedFile, range?: ByteRange): Readable {
      return deps.storage.get(file.filename, range);
    },

    /** A comment at a time of a served song, signed with the recipient's name. */
    async comment(
      listener: Listener,
      input: () => z.infer<typeof sharedCommentSchema>,
    ): Promise<SharedLinkComment> {
      const link = await open(listener);
      if (!link.allowComments) throw forbidden(SHARE_COMMENTS_OFF);
      await deps.limits.hit({
        rule: 'shareCommentsPerLinkAndIp',
        value: `${link.id} ${listener.ip}`,
      });
      const body = input();
      const file = await servedFile(link, body.audioId);
      if (file.duration > 0 && body.atSeconds > file.duration + 1) {
        throw badRequest(COMMENT_POSITION_PAST_END, { atSeconds: COMMENT_POSITION_PAST_END });
      }
      const row = await receipts.insertComment({
        audioId: file.audioId,
        linkId: link.id,
        guestName: link.recipientName,
        atSeconds: Math.min(body.atSeconds, file.duration || body.atSeconds),
        body: body.body,
      });
      // Members' open pages refresh the song's comments (live project state, decision 028).
      await publishProjectChange(deps.db, file.projectId, {
        kind: 'comments',
        ids: [file.audioId],
      });
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    /** A page of the comments written through this link, newest first. */
    async commentsPage(
      listener: Listener,
      cursor: string | null,
      limit: number,
    ): Promise<Page<SharedLinkComment>> {
      const after = cursorAfter(cursor, timestampIdKey);
      const link = await open(listener);
      const rows = await receipts.commentsPage(link.id, after, pageReadSize(limit));
      return pageFrom(
        rows,
        limit,
        (row) => [row.createdKey, row.id],
        (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
      );
    },

    /**
     * A listen report: spans heard of a served song, within its length, a bounded number per
     * link and address. The listen ending tells the maker (and the project's owner).
     */
    async report(listener: Listener, input: () => ListenReport): Promise<void> {
      const link = await open(listener);
      await deps.limits.hit({
        rule: 'shareListenReportsPerLinkAndIp',
        value: `${link.id} ${listener.ip}`,
      });
      const report = input();
      const file = await servedFile(link, report.audioId);
      if (!spansWithin(report.ranges, file.duration)) {
        throw badRequest(SHARE_LISTEN_OUT_OF_RANGE, { ranges: SHARE_LISTEN_OUT_OF_RANGE });
      }
      const applied = await receipts.applyReport(
        {
          listenId: report.listenId,
          linkId: link.id,
          audioId: file.audioId,
          duration: file.duration,
        },
        (before) => {
          const heard = addSpans(before?.heard ?? null, report.ranges, file.duration);
          return {
            heard: heard.counts,
            secondsHeard: heard.secondsHeard,
            replayedSeconds: heard.replayedSeconds,
            ended: (before?.ended ?? false) || (report.ended ?? false),
            heat: heatDeltas(before?.heard ?? null, heard.counts),
          };
        },
        now(),
      );
      if (!applied) throw notFound(SHARE_LISTEN_NOT_FOUND);
      if (applied.endedNow) {
        await notifyListened(deps.db, link, file, {
          listenId: applied.listen.id,
          percent: percentHeard(applied.listen.secondsHeard, file.duration),
        });
      }
    },
  };
}
export type SharedLinkService = ReturnType<typeof sharedLinkService>;
