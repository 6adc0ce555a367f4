// DESIGN §5 as data: what each project-scoped route answers owner, collaborator, viewer,
// outsider and signed out. permission-matrix.test.ts runs every row against a fresh project.
import { multipart } from '../audio/audio-test-support.js';
import type { Case } from './permission-matrix.types.js';

export { WHO, type Case, type Who, type World } from './permission-matrix.types.js';

const READ = [200, 200, 200, 404, 401] as Case['expect'];
const SPLITS_READ = [200, 200, 403, 404, 401] as Case['expect'];
const MEMBER_WRITE = (ok: number) => [ok, ok, 403, 404, 401] as Case['expect'];
const OWNER_WRITE = (ok: number) => [ok, 403, 403, 404, 401] as Case['expect'];

export const CASES: Case[] = [
  {
    route: 'GET /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/audio',
    call: (w) => ({ url: `/api/projects/${w.projectId}/audio` }),
    expect: READ,
  },
  { route: 'GET /api/audio/:id', call: (w) => ({ url: `/api/audio/${w.audioId}` }), expect: READ },
  {
    route: 'GET /api/audio/:id/versions',
    call: (w) => ({ url: `/api/audio/${w.audioId}/versions` }),
    expect: READ,
  },
  {
    route: 'GET /uploads/:filename',
    call: (w) => ({ url: `/uploads/${w.filename}` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/comments',
    call: (w) => ({ url: `/api/projects/${w.projectId}/comments` }),
    expect: READ,
  },
  {
    route: 'GET /api/audio/:id/comments',
    call: (w) => ({ url: `/api/audio/${w.audioId}/comments` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/comments/counts',
    call: (w) => ({ url: `/api/projects/${w.projectId}/comments/counts?audioIds=${w.audioId}` }),
    expect: READ,
  },
  {
    route: 'GET /api/comments/:id',
    call: (w) => ({ url: `/api/comments/${w.commentId}` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/lyrics',
    call: (w) => ({ url: `/api/projects/${w.projectId}/lyrics` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/credits',
    call: (w) => ({ url: `/api/projects/${w.projectId}/credits` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/credits/summary',
    call: (w) => ({ url: `/api/projects/${w.projectId}/credits/summary` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/details',
    call: (w) => ({ url: `/api/projects/${w.projectId}/details` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/collaborations',
    call: (w) => ({ url: `/api/projects/${w.projectId}/collaborations` }),
    expect: READ,
  },
  {
    route: 'GET /api/projects/:id/splits',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits` }),
    expect: SPLITS_READ,
  },
  {
    route: 'GET /api/projects/:id/splits/:type/sheet',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits/master/sheet` }),
    expect: SPLITS_READ,
  },

  {
    route: 'POST /api/projects/:id/audio',
    call: (w) => ({ url: `/api/projects/${w.projectId}/audio`, ...audioBody(w.wav) }),
    expect: MEMBER_WRITE(201),
  },
  {
    // The project comes in a form field here, not in the path.
    route: 'POST /api/audio',
    call: (w) => ({ url: '/api/audio', ...audioBody(w.wav, w.projectId) }),
    expect: MEMBER_WRITE(201),
  },
  {
    route: 'PATCH /api/audio/:id/title',
    call: (w) => ({ url: `/api/audio/${w.audioId}/title`, payload: { title: 'New title' } }),
    expect: MEMBER_WRITE(200),
  },
  {
    route: 'PATCH /api/audio/:id/notes',
    call: (w) => ({ url: `/api/audio/${w.audioId}/notes`, payload: { notes: 'Louder' } }),
    expect: MEMBER_WRITE(200),
  },
  {
    route: 'POST /api/audio/:id/latest',
    call: (w) => ({ url: `/api/audio/${w.audioId}/latest` }),
    expect: MEMBER_WRITE(200),
  },
  {
    // Every member's listen counts; a fresh world per case keeps the 30 s repeat guard out.
    route: 'POST /api/audio/:id/plays',
    call: (w) => ({ url: `/api/audio/${w.audioId}/plays` }),
    expect: READ.map((status) => (status === 200 ? 204 : status)) as Case['expect'],
  },
  {
    route: 'POST /api/audio/:id/comments',
    call: (w) => ({
      url: `/api/audio/${w.audioId}/comments`,
      payload: { atSeconds: 0, body: 'Hi' },
    }),
    expect: MEMBER_WRITE(201),
  },
  {
    route: 'POST /api/projects/:id/lyrics',
    call: (w) => ({ url: `/api/projects/${w.projectId}/lyrics`, payload: LYRICS }),
    expect: MEMBER_WRITE(201),
  },
  {
    route: 'POST /api/lyrics',
    call: (w) => ({ url: '/api/lyrics', payload: { ...LYRICS, projectId: w.projectId } }),
    expect: MEMBER_WRITE(201),
  },
  {
    route: 'PATCH /api/lyrics/:id',
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}`, payload: { content: 'New words' } }),
    expect: MEMBER_WRITE(200),
  },
  {
    route: 'DELETE /api/lyrics/:id',
    call: (w) => ({ url: `/api/lyrics/${w.lyricsId}` }),
    expect: MEMBER_WRITE(204),
  },

  // The owner uploaded this file: a collaborator deletes or moves only their own uploads.
  {
    route: 'DELETE /api/audio/:id',
    call: (w) => ({ url: `/api/audio/${w.audioId}` }),
    expect: OWNER_WRITE(204),
  },
  {
    route: 'DELETE /api/projects/:id/audio/:audioId',
    call: (w) => ({ url: `/api/projects/${w.projectId}/audio/${w.audioId}` }),
    expect: OWNER_WRITE(204),
  },
  // The owner wrote this comment: a collaborator deletes only their own.
  {
    route: 'DELETE /api/comments/:id',
    call: (w) => ({ url: `/api/comments/${w.commentId}` }),
    expect: OWNER_WRITE(204),
  },
  {
    route: 'PATCH /api/audio/:id/project',
    call: (w) => ({
      url: `/api/audio/${w.audioId}/project`,
      payload: { projectId: w.otherProjectId },
    }),
    expect: OWNER_WRITE(200),
  },

  {
    route: 'PATCH /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}`, payload: { title: 'Renamed' } }),
    expect: OWNER_WRITE(200),
  },
  {
    // "Members may share" (issue 14): only the owner decides who may publish the audio.
    route: 'PATCH /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}`, payload: { membersMayShare: true } }),
    expect: OWNER_WRITE(200),
  },
  {
    route: 'DELETE /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}` }),
    expect: OWNER_WRITE(204),
  },
  {
    route: 'POST /api/projects/:id/details',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/details`,
      payload: { genre: 'pop', tempo: 120 },
    }),
    expect: OWNER_WRITE(200),
  },
  {
    route: 'POST /api/projects/:id/credits',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/credits`,
      payload: { name: 'Ada', role: 'producer' },
    }),
    expect: OWNER_WRITE(201),
  },
  {
    route: 'PATCH /api/credits/:id',
    call: (w) => ({ url: `/api/credits/${w.creditId}`, payload: { name: 'Ada L' } }),
    expect: OWNER_WRITE(200),
  },
  {
    route: 'DELETE /api/credits/:id',
    call: (w) => ({ url: `/api/credits/${w.creditId}` }),
    expect: OWNER_WRITE(204),
  },
  {
    route: 'POST /api/projects/:id/splits',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/splits`,
      payload: { name: 'Ada', percentage: 10, splitType: 'master' },
    }),
    expect: OWNER_WRITE(201),
  },
  {
    route: 'PUT /api/projects/:id/splits/:splitId',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/splits/${w.splitId}`,
      payload: { name: 'Ada', percentage: 20, splitType: 'master' },
    }),
    expect: OWNER_WRITE(200),
  },
  {
    route: 'DELETE /api/projects/:id/splits/:splitId',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits/${w.splitId}` }),
    expect: OWNER_WRITE(204),
  },
  {
    route: 'POST /api/projects/:id/invite',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/invite`,
      payload: { email: 'new@example.com' },
    }),
    expect: OWNER_WRITE(201),
  },
  {
    route: 'POST /api/collaborations/:id/resend',
    call: (w) => ({ url: `/api/collaborations/${w.pendingId}/resend` }),
    expect: OWNER_WRITE(200),
  },
  {
    route: 'DELETE /api/collaborations/:id/cancel',
    call: (w) => ({ url: `/api/collaborations/${w.pendingId}/cancel` }),
    expect: OWNER_WRITE(200),
  },
  {
    route: 'DELETE /api/collaborations/:id',
    call: (w) => ({ url: `/api/collaborations/${w.memberId}` }),
    expect: OWNER_WRITE(204),
  },
  {
    route: 'PATCH /api/collaborations/:id',
    call: (w) => ({ url: `/api/collaborations/${w.memberId}`, payload: { role: 'collaborator' } }),
    expect: OWNER_WRITE(200),
  },

  // Members leave; the owner cannot (403), and nobody else is in it to leave (404).
  {
    route: 'DELETE /api/collaborations/leave/:projectId',
    call: (w) => ({ url: `/api/collaborations/leave/${w.projectId}` }),
    expect: [403, 204, 204, 404, 401],
  },
  // An invitation to someone else's address: only its addressee (or its token) may answer it.
  {
    route: 'POST /api/collaborations/:id/accept',
    call: (w) => ({ url: `/api/collaborations/${w.pendingId}/accept` }),
    expect: [404, 404, 404, 404, 401],
  },
  {
    route: 'POST /api/collaborations/:id/decline',
    call: (w) => ({ url: `/api/collaborations/${w.pendingId}/decline` }),
    expect: [404, 404, 404, 404, 401],
  },
];

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
