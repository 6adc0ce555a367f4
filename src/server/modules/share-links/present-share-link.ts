import { can } from '../../../shared/permissions.js';
import type {
  ShareLinkState,
  ShareLinkSummary,
  ShareListen,
} from '../../../shared/schemas/share-links.js';
import { percentHeard } from './listen-heard.js';
import type { ShareLinkListing, ShareLinkRow } from './share-links.repository.js';
import type { ShareListenListing } from './share-receipts.repository.js';
import { shareLinkUrl } from './share-token.js';

/** "v2": a version's place among its song's versions. */
export const versionLabel = (versionNumber: number) => `v${versionNumber}`;

/** Revoked outranks expired: the sender's choice is the clearer answer. */
export function linkState(link: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>, now: Date) {
  if (link.revokedAt) return 'revoked' satisfies ShareLinkState;
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) {
    return 'expired' satisfies ShareLinkState;
  }
  return 'active' satisfies ShareLinkState;
}

/**
 * Whether the caller reads the link's receipts (`receipts.see`, decision 029): the owner of the
 * project it names, or its maker while their role there allows it. A playlist link, or one
 * whose target is gone, names no project: its maker alone decides.
 */
export function canSeeReceipts(listing: ShareLinkListing, callerId: string): boolean {
  if (listing.projectOwnerId === callerId) return true;
  const isMine = listing.link.createdByProfileId === callerId;
  if (listing.projectOwnerId === null) return isMine;
  return can(listing.callerRole, 'receipts.see', { isMine });
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A link as GET /api/share-links lists it. */
export function presentShareLinkSummary(
  listing: ShareLinkListing,
  callerId: string,
  linkBase: string,
  now: Date,
): ShareLinkSummary {
  const { link } = listing;
  return {
    id: link.id,
    url: shareLinkUrl(linkBase, link.token),
    state: linkState(link, now),
    target: {
      type: link.targetType,
      id: link.targetId,
      title: listing.title ?? '',
      followLatest: link.followLatest,
      versionLabel: listing.versionNumber ? versionLabel(listing.versionNumber) : null,
    },
    recipientName: link.recipientName,
    recipientEmail: link.recipientEmail,
    emailFailed: link.emailFailedAt !== null,
    expiresAt: iso(link.expiresAt),
    hasPassword: link.passwordHash !== null,
    allowDownload: link.allowDownload,
    allowComments: link.allowComments,
    createdAt: link.createdAt.toISOString(),
    revokedAt: iso(link.revokedAt),
    createdBy: { profileId: link.createdByProfileId, name: listing.makerName ?? '' },
    canSeeReceipts: canSeeReceipts(listing, callerId),
    firstOpenedAt: iso(link.firstOpenedAt),
    lastOpenedAt: iso(link.lastOpenedAt),
    listenCount: link.listenCount,
  };
}

/** One listen of the receipts. */
export function presentShareListen(row: ShareListenListing): ShareListen {
  return {
    id: row.id,
    audioId: row.audioFileId,
    title: row.title ?? '',
    versionLabel: row.versionNumber ? versionLabel(row.versionNumber) : '',
    startedAt: row.startedAt.toISOString(),
    lastHeardAt: row.lastHeardAt.toISOString(),
    secondsHeard: row.secondsHeard,
    percentHeard: percentHeard(row.secondsHeard, row.duration),
    replayedSeconds: row.replayedSeconds,
    ended: row.ended,
  };
}
