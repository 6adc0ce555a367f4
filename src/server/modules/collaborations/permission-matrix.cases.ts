// Every project-scoped route with the policy action it performs (src/shared/permissions.ts) and
// its success status: what owner, collaborator, viewer, outsider and signed out get follows from
// the policy's table. permission-matrix.test.ts runs every row against a fresh project.
import { multipart } from '../../test/audio-test-support.js';
import { OWNER_CASES } from './permission-matrix.owner-cases.js';
import { allows, type Case } from './permission-matrix.types.js';

export {
  ACTIONS_WITHOUT_ROUTES,
  expectedStatuses,
  POLICY_ACTIONS,
  WHO,
  type Case,
  type Who,
  type World,
} from './permission-matrix.types.js';

/** Reading, and what members write (audio, comments, lyrics). */
const MEMBER_CASES: Case[] = [
  {
    route: 'GET /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}` }),
    expect: allows('project.see', 200),
  },
  {
    // Into no folder: every member may file a project they see in a folder of their own.
    route: 'PUT /api/projects/:id/folder',
    call: (w) => ({ url: `/api/projects/${w.projectId}/folder`, payload: { folderId: null } }),
    expect: allows('project.fileInFolder', 200),
  },
  {
    // Every member may mute a project for themselves (issue 26 item 3).
    route: 'GET /api/projects/:id/mute',
    call: (w) => ({ url: `/api/projects/${w.projectId}/mute` }),
    expect: allows('project.mute', 200),
  },
  {
    route: 'PUT /api/projects/:id/mute',
    call: (w) => ({ url: `/api/projects/${w.projectId}/mute`, payload: { muted: true } }),
    expect: allows('project.mute', 200),
  },
  {
    route: 'GET /api/projects/:id/audio',
    call: (w) => ({ url: `/api/projects/${w.projectId}/audio` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/audio/:id',
    call: (w) => ({ url: `/api/audio/${w.audioId}` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/audio/:id/versions',
    call: (w) => ({ url: `/api/audio/${w.audioId}/versions` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /uploads/:filename',
    call: (w) => ({ url: `/uploads/${w.filename}` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/projects/:id/comments',
    call: (w) => ({ url: `/api/projects/${w.projectId}/comments` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/audio/:id/comments',
    call: (w) => ({ url: `/api/audio/${w.audioId}/comments` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/projects/:id/comments/counts',
    call: (w) => ({ url: `/api/projects/${w.projectId}/comments/counts?audioIds=${w.audioId}` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/comments/:id',
    call: (w) => ({ url: `/api/comments/${w.commentId}` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/projects/:id/lyrics',
    call: (w) => ({ url: `/api/projects/${w.projectId}/lyrics` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/projects/:id/credits',
    call: (w) => ({ url: `/api/projects/${w.projectId}/credits` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/lyrics/:id',
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/lyrics/:id/history',
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}/history` }),
    expect: allows('project.see', 200),
  },
  {
    // A version that does not exist: who may edit reaches the look-up (404
    // lyrics.versionNotFound), a viewer is refused before it (403). lyrics-history.test
    // restores real versions.
    route: 'POST /api/lyrics/:id/history/:versionId/restore',
    call: (w) => ({
      url: `/api/lyrics/${w.lyricsId}/history/00000000-0000-4000-8000-000000000000/restore`,
    }),
    expect: allows('lyrics.edit', 404),
  },
  {
    // The live document's address without an upgrade: the access check, then 426 (a WebSocket).
    route: 'GET /api/lyrics/:id/live',
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}/live` }),
    expect: allows('project.see', 426),
  },
  ...(['sheet', 'sheet.txt', 'sheet.pdf'] as const).map((sheet): Case => ({
    route: `GET /api/lyrics/:id/${sheet}`,
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}/${sheet}` }),
    expect: allows('project.see', 200),
  })),
  {
    route: 'GET /api/projects/:id/credits/summary',
    call: (w) => ({ url: `/api/projects/${w.projectId}/credits/summary` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/projects/:id/details',
    call: (w) => ({ url: `/api/projects/${w.projectId}/details` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/projects/:id/collaborations',
    call: (w) => ({ url: `/api/projects/${w.projectId}/collaborations` }),
    expect: allows('project.see', 200),
  },
  {
    route: 'GET /api/projects/:id/splits',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits` }),
    expect: allows('splits.see', 200),
  },
  {
    route: 'GET /api/projects/:id/splits/:type/sheet',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits/master/sheet` }),
    expect: allows('splits.see', 200),
  },
  {
    route: 'GET /api/projects/:id/splits/:type/sheet.pdf',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits/master/sheet.pdf` }),
    expect: allows('splits.see', 200),
  },

  {
    route: 'POST /api/projects/:id/audio',
    call: (w) => ({ url: `/api/projects/${w.projectId}/audio`, ...audioBody(w.wav) }),
    expect: allows('audio.upload', 201),
  },
  {
    // The project comes in a form field here, not in the path.
    route: 'POST /api/audio',
    call: (w) => ({ url: '/api/audio', ...audioBody(w.wav, w.projectId) }),
    expect: allows('audio.upload', 201),
  },
  {
    route: 'PATCH /api/audio/:id/title',
    call: (w) => ({ url: `/api/audio/${w.audioId}/title`, payload: { title: 'New title' } }),
    expect: allows('audio.edit', 200),
  },
  {
    route: 'PATCH /api/audio/:id/notes',
    call: (w) => ({ url: `/api/audio/${w.audioId}/notes`, payload: { notes: 'Louder' } }),
    expect: allows('audio.edit', 200),
  },
  {
    route: 'POST /api/audio/:id/latest',
    call: (w) => ({ url: `/api/audio/${w.audioId}/latest` }),
    expect: allows('audio.edit', 200),
  },
  {
    // Every member's listen counts; a fresh world per case keeps the 30 s repeat guard out.
    route: 'POST /api/audio/:id/plays',
    call: (w) => ({ url: `/api/audio/${w.audioId}/plays` }),
    expect: allows('project.see', 204),
  },
  {
    route: 'POST /api/audio/:id/comments',
    call: (w) => ({
      url: `/api/audio/${w.audioId}/comments`,
      payload: { atSeconds: 0, body: 'Hi' },
    }),
    expect: allows('comment.write', 201),
  },
  {
    route: 'POST /api/comments/:id/replies',
    call: (w) => ({ url: `/api/comments/${w.commentId}/replies`, payload: { body: 'Agreed' } }),
    expect: allows('comment.write', 201),
  },
  // The owner wrote this thread: a viewer resolves only their own.
  {
    route: 'PATCH /api/comments/:id',
    call: (w) => ({ url: `/api/comments/${w.commentId}`, payload: { resolved: true } }),
    expect: allows('comment.resolve', 200),
  },
  {
    route: 'POST /api/projects/:id/lyrics',
    call: (w) => ({ url: `/api/projects/${w.projectId}/lyrics`, payload: LYRICS }),
    expect: allows('lyrics.edit', 201),
  },
  {
    route: 'POST /api/lyrics',
    call: (w) => ({ url: '/api/lyrics', payload: { ...LYRICS, projectId: w.projectId } }),
    expect: allows('lyrics.edit', 201),
  },
  {
    route: 'PATCH /api/lyrics/:id',
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}`, payload: { content: 'New words' } }),
    expect: allows('lyrics.edit', 200),
  },
  {
    route: 'DELETE /api/lyrics/:id',
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}` }),
    expect: allows('lyrics.edit', 204),
  },

  // A share link names the song in its body (issue 27): members may share only when the owner
  // lets them, and the world's owner does not.
  {
    route: 'POST /api/share-links',
    call: (w) => ({
      url: '/api/share-links',
      payload: {
        target: { type: 'audio', id: w.audioId },
        recipientName: 'Matrix recipient',
        allowDownload: false,
        allowComments: false,
      },
    }),
    expect: allows('audio.share', 201),
  },

  // The owner uploaded this file: a collaborator deletes or moves only their own uploads.
  {
    route: 'DELETE /api/audio/:id',
    call: (w) => ({ url: `/api/audio/${w.audioId}` }),
    expect: allows('audio.delete', 204),
  },
  {
    route: 'DELETE /api/projects/:id/audio/:audioId',
    call: (w) => ({ url: `/api/projects/${w.projectId}/audio/${w.audioId}` }),
    expect: allows('audio.delete', 204),
  },
  // The owner wrote this comment: a collaborator deletes only their own.
  {
    route: 'DELETE /api/comments/:id',
    call: (w) => ({ url: `/api/comments/${w.commentId}` }),
    expect: allows('comment.delete', 204),
  },
  {
    route: 'PATCH /api/audio/:id/project',
    call: (w) => ({
      url: `/api/audio/${w.audioId}/project`,
      payload: { projectId: w.otherProjectId },
    }),
    expect: allows('audio.delete', 200),
  },
  {
    // The policy lets the owner; the world's song is in a song project already, so the owner
    // hears 409 (song-project.test.ts makes a library song a project: 201).
    route: 'POST /api/audio/:id/song-project',
    call: (w) => ({ url: `/api/audio/${w.audioId}/song-project` }),
    expect: allows('audio.makeSong', 409),
  },
];

export const CASES: Case[] = [...MEMBER_CASES, ...OWNER_CASES];

const LYRICS = { title: 'Verse', content: 'Words' };
/** An upload body: the file, after the project when one is named in a field. */
const audioBody = (wav: Buffer, projectId?: string) =>
  multipart([
    ...(projectId ? [{ name: 'projectId', value: projectId }] : []),
    { name: 'audio', filename: 'take.wav', content: wav, type: 'audio/wav' },
  ]);

/** Routes that name a project or something inside one: each must be in CASES. */
export const PROJECT_SCOPED =
  /^\/(uploads\/:filename|api\/(projects\/:id|audio\/:id|lyrics|credits\/:id|comments\/:id|collaborations\/(:id|leave)))/;
