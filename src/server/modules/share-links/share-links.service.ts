import { can } from '../../../shared/permissions.js';
import { PLAYLIST_NOT_FOUND } from '../../../shared/schemas/playlists.js';
import {
  SHARE_EXPIRY_MAX_DAYS,
  SHARE_EXPIRY_PAST,
  SHARE_EXPIRY_TOO_FAR,
  SHARE_LINK_NOT_FOUND,
  type CreatedShareLink,
  type CreateShareLink,
  type ShareLinkSummary,
} from '../../../shared/schemas/share-links.js';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/password.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import {
  cursorAfter,
  pageFrom,
  pageReadSize,
  timestampIdKey,
  type Page,
} from '../../lib/pagination.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOfEmail, languageOfProfile } from '../../mail/recipient-language.repository.js';
import { refuseDemoPublishing } from '../../sessions/demo-publishing.js';
import { AUDIO_NOT_FOUND, type AudioRepository } from '../audio/index.js';
import { profileDisplayName } from '../profile/index.js';
import { findProjectRole } from '../projects/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { presentShareLinkSummary } from './present-share-link.js';
import { shareLinkEmail } from './share-link-email.js';
import type { ShareLinkListing, ShareLinksRepository } from './share-links.repository.js';
import { newShareLinkToken, shareLinkUrl } from './share-token.js';

/** Who acts: the session's profile and account, and whether it is a demo studio. */
export interface ShareMaker {
  profileId: string;
  accountId: string;
  isDemo: boolean;
}

const DAY_MS = 24 * 3600 * 1000;
const NOT_ALLOWED = 'Your role in this project does not allow that';

/**
 * Share links from the sharer's side (issue 27, decision 029): make one for a song, a project or
 * a playlist the maker may share, list the links they made and those made on their projects,
 * revoke them. Receipts are read through shareReceiptsService.
 */
export function shareLinksService(deps: {
  db: Database;
  repo: ShareLinksRepository;
  audioRepo: AudioRepository;
  limits: RateLimiter;
  mailer: Mailer;
  /** PUBLIC_URL: links start there, never at the request's Host header. */
  linkBase: string;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** 404 when the caller cannot see the project, 403 when they may not share its audio. */
  async function requireShare(profileId: string, projectId: string, notFoundMessage: string) {
    const access = await findProjectRole(db, profileId, projectId);
    if (!access) throw notFound(notFoundMessage);
    const context = { membersMayShare: access.project.membersMayShare };
    if (!can(access.role, 'audio.share', context)) throw forbidden(NOT_ALLOWED);
    return access.project;
  }

  /** What the link names, checked: its row's target columns and its title (for the e-mail). */
  async function resolveTarget(profileId: string, target: CreateShareLink['target']) {
    if (target.type === 'audio') {
      const audio = await deps.audioRepo.findRecord(target.id);
      if (!audio) throw notFound(AUDIO_NOT_FOUND);
      await requireShare(profileId, audio.projectId, AUDIO_NOT_FOUND);
      const followLatest = target.followLatest ?? false;
      return { songId: audio.songId, followLatest, title: audio.title };
    }
    if (target.type === 'project') {
      const project = await requireShare(profileId, target.id, 'Project not found');
      return { songId: null, followLatest: false, title: project.title };
    }
    // A playlist must be the caller's own; each request serves only what they may share.
    const playlist = await repo.playlistOf(target.id);
    if (playlist?.ownerProfileId !== profileId) throw notFound(PLAYLIST_NOT_FOUND);
    return { songId: null, followLatest: false, title: playlist.name };
  }

  function expiryOf(expiresAt: string | null | undefined): Date | null {
    if (!expiresAt) return null;
    const at = new Date(expiresAt);
    if (at.getTime() <= now().getTime()) {
      throw badRequest(SHARE_EXPIRY_PAST, { expiresAt: SHARE_EXPIRY_PAST });
    }
    if (at.getTime() > now().getTime() + SHARE_EXPIRY_MAX_DAYS * DAY_MS) {
      throw badRequest(SHARE_EXPIRY_TOO_FAR, { expiresAt: SHARE_EXPIRY_TOO_FAR });
    }
    return at;
  }

  /** A link the caller made, or one on a project they own; the same 404 as absent otherwise. */
  async function seenLink(profileId: string, id: string): Promise<ShareLinkListing> {
    const listing = await repo.findSeenBy(profileId, id);
    if (!listing) throw notFound(SHARE_LINK_NOT_FOUND);
    return listing;
  }

  const present = (profileId: string, listing: ShareLinkListing) =>
    presentShareLinkSummary(listing, profileId, deps.linkBase, now());

  return {
    /** Makes a link; mails it when an address is given (never from a demo studio). */
    async create(
      maker: ShareMaker,
      named: CreateShareLink['target'],
      body: BodyAfterAccess<CreateShareLink>,
    ): Promise<CreatedShareLink & { emailSent: boolean }> {
      // A demo studio may not publish (issue 14 item 6): a link would host its files for anyone.
      refuseDemoPublishing(maker, true);
      const target = await resolveTarget(maker.profileId, named);
      const input = body();
      const expiresAt = expiryOf(input.expiresAt);
      const email = input.recipientEmail?.toLowerCase() ?? null;
      // Counted before anything is stored: a refused e-mail leaves no link behind.
      if (email) {
        await deps.limits.hit(
          { rule: 'shareLinkEmailsPerAccount', value: maker.accountId },
          { rule: 'shareLinkEmailsPerRecipient', value: email },
        );
      }
      const token = newShareLinkToken();
      const row = await repo.insert({
        token,
        targetType: input.target.type,
        targetId: input.target.id,
        songId: target.songId,
        followLatest: target.followLatest,
        createdByProfileId: maker.profileId,
        recipientName: input.recipientName,
        recipientEmail: email,
        recipientLanguage: input.recipientLanguage ?? null,
        expiresAt,
        passwordHash: input.password ? await hashPassword(input.password) : null,
        allowDownload: input.allowDownload,
        allowComments: input.allowComments,
      });
      const url = shareLinkUrl(deps.linkBase, token);
      let emailSent = false;
      if (email) {
        const language =
          input.recipientLanguage ??
          (await languageOfEmail(db, email)) ??
          (await languageOfProfile(db, maker.profileId));
        const delivery = await deps.mailer.send(
          shareLinkEmail({
            to: email,
            language,
            senderName: await profileDisplayName(db, maker.profileId),
            recipientName: input.recipientName,
            title: target.title,
            link: url,
            expiresAt,
            hasPassword: row.passwordHash !== null,
          }),
          // Given up after its retries, the link's row in the sharer's list says so.
          { tag: { kind: 'share-link', id: row.id } },
        );
        emailSent = delivery.delivered !== 'failed';
      }
      return { id: row.id, url, token, emailSent };
    },

    /** A page of the links the caller made and those made on projects they own, newest first. */
    async page(
      profileId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<ShareLinkSummary>> {
      const after = cursorAfter(cursor, timestampIdKey);
      const rows = await repo.pageSeenBy(profileId, after, pageReadSize(limit));
      return pageFrom(
        rows,
        limit,
        (row) => [row.createdKey, row.link.id],
        (row) => present(profileId, row),
      );
    },

    /** Turns a link off for good: its maker or the owner of the project it names. */
    async revoke(profileId: string, id: string): Promise<void> {
      await seenLink(profileId, id);
      await repo.revoke(id, now());
    },

    /** The link, when the caller may read its receipts (`receipts.see`); 404 otherwise. */
    async requireReceipts(profileId: string, id: string): Promise<ShareLinkListing> {
      const listing = await seenLink(profileId, id);
      if (!present(profileId, listing).canSeeReceipts) throw notFound(SHARE_LINK_NOT_FOUND);
      return listing;
    },
  };
}
export type ShareLinksService = ReturnType<typeof shareLinksService>;
