// The permission matrix's rows for what the owner decides (the project's fields, details,
// credits, splits, members) and for leaving and answering invitations: see
// permission-matrix.cases.ts, which joins them to the members' rows.
import { allows, type Case } from './permission-matrix.types.js';

export const OWNER_CASES: Case[] = [
  {
    route: 'PATCH /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}`, payload: { title: 'Renamed' } }),
    expect: allows('project.rename', 200),
  },
  {
    // "Members may share" (issue 14): only the owner decides who may publish the audio.
    route: 'PATCH /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}`, payload: { membersMayShare: true } }),
    expect: allows('project.edit', 200),
  },
  {
    route: 'DELETE /api/projects/:id',
    call: (w) => ({ url: `/api/projects/${w.projectId}` }),
    expect: allows('project.delete', 204),
  },
  {
    route: 'POST /api/projects/:id/details',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/details`,
      payload: { genre: 'pop', tempo: 120 },
    }),
    expect: allows('details.write', 200),
  },
  {
    route: 'POST /api/projects/:id/credits',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/credits`,
      payload: { name: 'Ada', role: 'producer' },
    }),
    expect: allows('credits.write', 201),
  },
  {
    route: 'PATCH /api/credits/:id',
    call: (w) => ({ url: `/api/credits/${w.creditId}`, payload: { name: 'Ada L' } }),
    expect: allows('credits.write', 200),
  },
  {
    route: 'DELETE /api/credits/:id',
    call: (w) => ({ url: `/api/credits/${w.creditId}` }),
    expect: allows('credits.write', 204),
  },
  {
    route: 'POST /api/projects/:id/splits',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/splits`,
      payload: { name: 'Ada', percentage: 10, splitType: 'master' },
    }),
    expect: allows('splits.write', 201),
  },
  // Split agreements (issue 26 item 5). The world's master split is 10 % with no e-mail and
  // was never sent, so the owner passes the policy and meets the sheet's own rule (409):
  // split-confirmations.test.ts sends, resends and reopens real sheets.
  {
    route: 'POST /api/projects/:id/splits/:type/confirmations',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits/master/confirmations` }),
    expect: allows('splits.send', 409),
  },
  {
    route: 'POST /api/projects/:id/splits/:type/confirmations/:splitId/resend',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/splits/master/confirmations/${w.splitId}/resend`,
    }),
    expect: allows('splits.send', 409),
  },
  {
    route: 'POST /api/projects/:id/splits/:type/reopen',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits/master/reopen` }),
    expect: allows('splits.send', 409),
  },
  {
    route: 'PUT /api/projects/:id/splits/:splitId',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/splits/${w.splitId}`,
      payload: { name: 'Ada', percentage: 20, splitType: 'master' },
    }),
    expect: allows('splits.write', 200),
  },
  {
    route: 'DELETE /api/projects/:id/splits/:splitId',
    call: (w) => ({ url: `/api/projects/${w.projectId}/splits/${w.splitId}` }),
    expect: allows('splits.write', 204),
  },
  {
    route: 'POST /api/projects/:id/invite',
    call: (w) => ({
      url: `/api/projects/${w.projectId}/invite`,
      payload: { email: 'new@example.com' },
    }),
    expect: allows('members.manage', 201),
  },
  {
    route: 'POST /api/collaborations/:id/resend',
    call: (w) => ({ url: `/api/collaborations/${w.pendingId}/resend` }),
    expect: allows('members.manage', 200),
  },
  {
    route: 'POST /api/collaborations/:id/link',
    call: (w) => ({ url: `/api/collaborations/${w.pendingId}/link` }),
    expect: allows('members.manage', 200),
  },
  {
    route: 'DELETE /api/collaborations/:id/cancel',
    call: (w) => ({ url: `/api/collaborations/${w.pendingId}/cancel` }),
    expect: allows('members.manage', 200),
  },
  {
    route: 'DELETE /api/collaborations/:id',
    call: (w) => ({ url: `/api/collaborations/${w.memberId}` }),
    expect: allows('members.manage', 204),
  },
  {
    route: 'PATCH /api/collaborations/:id',
    call: (w) => ({ url: `/api/collaborations/${w.memberId}`, payload: { role: 'collaborator' } }),
    expect: allows('members.manage', 200),
  },

  // Members leave; the owner cannot (403), and nobody else is in it to leave (404).
  {
    route: 'DELETE /api/collaborations/leave/:projectId',
    call: (w) => ({ url: `/api/collaborations/leave/${w.projectId}` }),
    expect: allows('project.leave', 204),
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
