// The POST routes of the Idempotency-Key test (modules/idempotency/idempotency.test.ts): each
// create with the request that makes one row, and the POSTs that create nothing or answer
// signed out, so a route walk can require every POST to be placed.
import type { PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema/index.js';
import type { TestUser } from './factories.js';

/** What each create case needs: the people and rows it creates under. */
export interface World {
  owner: TestUser;
  admin: TestUser;
  projectId: string;
  audioId: string;
  libraryAudioIds: string[];
  playlistId: string;
  /** A thread on the song, to reply to. */
  commentId: string;
  /** Lyrics with one kept version, to restore. */
  lyricsId: string;
  lyricsVersionId: string;
  /** The token of the owner's share link for `audioId`, comments allowed (issue 27). */
  shareToken: string;
}

export interface CreateCase {
  route: string;
  /** Who sends it (the owner unless said). */
  as?: (w: World) => TestUser;
  call: (w: World) => { url: string; payload?: object };
  /** The table that gains exactly one row. */
  table: PgTable;
}

/**
 * Every POST that inserts a row, each sent twice at once with one key and once more after.
 * A new create route belongs here (the route walk below fails until it is placed somewhere).
 */
export const CREATE_CASES: CreateCase[] = [
  {
    route: 'POST /api/projects',
    call: () => ({ url: '/api/projects', payload: { title: 'New project' } }),
    table: tables.projects,
  },
  {
    route: 'POST /api/folders',
    call: () => ({ url: '/api/folders', payload: { name: 'Demos' } }),
    table: tables.folders,
  },
  {
    route: 'POST /api/projects/:id/credits',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/credits`,
      payload: { name: 'Ada', role: 'producer' },
    }),
    table: tables.credits,
  },
  {
    route: 'POST /api/projects/:id/splits',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/splits`,
      payload: { name: 'Ada', percentage: 10, splitType: 'master' },
    }),
    table: tables.splits,
  },
  {
    route: 'POST /api/projects/:id/lyrics',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/lyrics`,
      payload: { title: 'Verse', content: 'Words' },
    }),
    table: tables.lyrics,
  },
  {
    route: 'POST /api/lyrics',
    call: (w) => ({
      url: '/api/lyrics',
      payload: { title: 'Chorus', content: 'More words', projectId: w.projectId },
    }),
    table: tables.lyrics,
  },
  {
    // Comments are on songs; a project's comments are its songs' (GET only).
    route: 'POST /api/audio/:id/comments',
    call: (w) => ({
      url: `/api/audio/${w.audioId}/comments`,
      payload: { atSeconds: 0, body: 'Hi' },
    }),
    table: tables.comments,
  },
  {
    route: 'POST /api/comments/:id/replies',
    call: (w) => ({ url: `/api/comments/${w.commentId}/replies`, payload: { body: 'Agreed' } }),
    table: tables.comments,
  },
  {
    route: 'POST /api/projects/:id/invite',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/invite`,
      payload: { email: 'invited@example.com' },
    }),
    table: tables.collaborations,
  },
  {
    route: 'POST /api/playlists',
    call: () => ({ url: '/api/playlists', payload: { name: 'Road trip' } }),
    table: tables.playlists,
  },
  {
    route: 'POST /api/playlists/:id/tracks',
    call: (w) => ({
      url: `/api/playlists/${w.playlistId}/tracks`,
      payload: { audioFileId: w.audioId },
    }),
    table: tables.playlistTracks,
  },
  {
    route: 'POST /api/user/representatives',
    call: () => ({ url: '/api/user/representatives', payload: { name: 'Max', role: 'manager' } }),
    table: tables.representatives,
  },
  {
    route: 'POST /api/auth/profiles',
    call: () => ({ url: '/api/auth/profiles', payload: { artistName: 'Alias' } }),
    table: tables.profiles,
  },
  {
    route: 'POST /api/audio/:id/song-project',
    call: (w) => ({ url: `/api/audio/${w.libraryAudioIds[0]}/song-project` }),
    table: tables.projects,
  },
  {
    // makeSongs makes a project per song; addToPlaylist adds playlist rows (one action each).
    route: 'POST /api/audio/bulk',
    call: (w) => ({
      url: '/api/audio/bulk',
      payload: { action: 'makeSongs', ids: [w.libraryAudioIds[1]] },
    }),
    table: tables.projects,
  },
  {
    route: 'POST /api/audio/:id/plays',
    call: (w) => ({ url: `/api/audio/${w.audioId}/plays` }),
    table: tables.plays,
  },
  {
    route: 'POST /api/releases',
    call: () => ({ url: '/api/releases', payload: { type: 'single', title: 'Once' } }),
    table: tables.releases,
  },
  {
    route: 'POST /api/admin/users',
    as: (w) => w.admin,
    call: () => ({
      url: '/api/admin/users',
      payload: { email: 'added@example.com', firstName: 'Ad', lastName: 'Ded', role: 'user' },
    }),
    table: tables.accounts,
  },
  {
    route: 'POST /api/admin/users/:id/reset-link',
    as: (w) => w.admin,
    call: (w) => ({ url: `/api/admin/users/${w.owner.accountId}/reset-link` }),
    table: tables.passwordTokens,
  },
  {
    // Public, but a signed-in sender's key counts as anyone's.
    route: 'POST /api/enterprise-inquiries',
    call: () => ({
      url: '/api/enterprise-inquiries',
      payload: { name: 'Ada', company: 'Studio', email: 'ada@example.com' },
    }),
    table: tables.enterpriseInquiries,
  },
  {
    route: 'POST /api/share-links',
    call: (w) => ({
      url: '/api/share-links',
      payload: {
        target: { type: 'audio', id: w.audioId },
        recipientName: 'Ana',
        allowDownload: false,
        allowComments: false,
      },
    }),
    table: tables.shareLinks,
  },
  {
    // Public: a listener needs no account, but a signed-in one's key is kept like anyone's.
    route: 'POST /api/s/:token/comments',
    call: (w) => ({
      url: `/api/s/${w.shareToken}/comments`,
      payload: { audioId: w.audioId, atSeconds: 0, body: 'Through the link' },
    }),
    table: tables.comments,
  },
];

CREATE_CASES.push({
  // A restore keeps the words it replaces as a version first: sent twice, one version.
  route: 'POST /api/lyrics/:id/history/:versionId/restore',
  call: (w) => ({ url: `/api/lyrics/${w.lyricsId}/history/${w.lyricsVersionId}/restore` }),
  table: tables.lyricsDocSnapshots,
});

/** POSTs that insert no row of their own, so a repeat changes nothing a person sees twice. */
export const POSTS_THAT_CREATE_NOTHING: Record<string, string> = {
  'POST /api/projects/:id/details': 'replaces the song details (200), one row per project',
  'POST /api/audio/:id/latest': 'marks a version as the latest',
  'POST /api/collaborations/:id/resend': 'sends the pending invitation again',
  'POST /api/collaborations/:id/link': "replaces the pending invitation's link (no row made)",
  'POST /api/collaborations/:id/accept': 'accepts a pending invitation once',
  'POST /api/collaborations/:id/decline': 'declines a pending invitation once',
  'POST /api/ai/lyrics-suggestions': 'asks the AI service; stores nothing',
  'POST /api/projects/:id/splits/:type/confirmations':
    "replaces the type's answers with one pending row per party (a repeat with the key replays)",
  'POST /api/projects/:id/splits/:type/confirmations/:splitId/resend':
    "replaces one party's link, as an invitation's resend",
  'POST /api/projects/:id/splits/:type/reopen': "deletes the type's answers (a repeat: 409)",
  'POST /api/split-confirmations/:token':
    'records one answer; the link is single use, so a repeat without the key answers 404',
  'POST /api/auth/switch-profile': 'changes the session profile',
  'POST /api/admin/email/test': 'sends a test e-mail',
  'POST /api/admin/cleanup-temp': 'deletes temporary files',
  'POST /api/s/:token/unlock':
    'sets the share link’s unlock cookie (an answer that sets a cookie is never kept)',
  'POST /api/s/:token/listens':
    'adds heard spans to the listen its body names by the page’s own id (no row per report)',
};

/**
 * Signed-out routes: the header is ignored there (no account to keep a key for), and their
 * answers set or clear the session cookie, which a replay could not.
 */
export const SIGNED_OUT_POSTS = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/set-password',
  'POST /api/auth/demo-login',
  'POST /api/auth/demo-login/personal',
]);
