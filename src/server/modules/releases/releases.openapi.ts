import { z } from 'zod';
import { playReportSchema } from '../../../shared/schemas/analytics.js';
import { pageQuerySchema } from '../../../shared/schemas/pagination.js';
import {
  createReleaseSchema,
  publicReleaseSchema,
  releaseIdParamsSchema,
  releaseSchema,
  releaseSummarySchema,
  releaseSlugParamsSchema,
  releaseTracksSchema,
  updateReleaseSchema,
} from '../../../shared/schemas/releases.js';
import {
  docsFor,
  empty,
  json,
  jsonBody,
  media,
  multipartBody,
  page,
  rangedFile,
  type RouteDoc,
  type RouteDocInput,
} from '../../lib/route-docs.js';

const release = json(releaseSchema);
const byId = { params: releaseIdParamsSchema };
const image = media(['image/jpeg', 'image/png'], 'The image');
const bySlugTrack = releaseSlugParamsSchema.extend({ audioId: z.uuid() });

const artwork = (suffix: string, summary: string): RouteDocInput => ({
  method: 'GET',
  path: `/api/releases/:id/artwork${suffix}`,
  summary,
  ...byId,
  answers: { 200: image },
  errors: [404],
});

const publicArtwork = (suffix: string, summary: string): RouteDocInput => ({
  method: 'GET',
  path: `/api/r/:slug/artwork${suffix}`,
  summary,
  public: true,
  params: releaseSlugParamsSchema,
  answers: { 200: image },
  errors: [404],
});

export const releasesRouteDocs: readonly RouteDoc[] = docsFor('releases', [
  {
    method: 'GET',
    path: '/api/releases',
    summary: "The active profile's releases",
    query: pageQuerySchema,
    paged: true,
    answers: { 200: page(releaseSummarySchema) },
    errors: [400],
  },
  {
    method: 'POST',
    path: '/api/releases',
    summary: 'A new release (single, EP or album)',
    body: jsonBody(createReleaseSchema),
    answers: { 201: json(releaseSchema, 'Created') },
    errors: [400, 409],
  },
  {
    method: 'GET',
    path: '/api/releases/:id',
    summary: 'One release with its tracks and checklist',
    ...byId,
    answers: { 200: release },
    errors: [404],
  },
  {
    method: 'PATCH',
    path: '/api/releases/:id',
    summary: "Change a release's fields or status",
    ...byId,
    body: jsonBody(updateReleaseSchema),
    answers: { 200: release },
    errors: [400, 404, 409],
  },
  {
    method: 'DELETE',
    path: '/api/releases/:id',
    summary: 'Delete a release',
    ...byId,
    answers: { 204: empty() },
    errors: [404, 409],
  },
  {
    method: 'PUT',
    path: '/api/releases/:id/tracks',
    summary: "Replace a release's tracks",
    ...byId,
    body: jsonBody(releaseTracksSchema),
    answers: { 200: release },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'POST',
    path: '/api/releases/:id/artwork',
    summary: "Replace a release's artwork (multipart, one square image)",
    ...byId,
    body: multipartBody('file', 'A JPEG or PNG, square, 1400-5000 pixels, 20 MB at most'),
    answers: { 200: release },
    errors: [400, 404, 409, 413, 415],
  },
  artwork('', "A release's artwork"),
  artwork('/thumbnail', "A release's small artwork (300 pixels)"),
  {
    method: 'GET',
    path: '/api/releases/:id/delivery',
    summary: 'The delivery pack: masters, artwork and metadata as one ZIP (decision 031)',
    ...byId,
    answers: { 200: media(['application/zip'], 'A ZIP (attachment), streamed') },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/r/:slug',
    summary: 'A published release page',
    public: true,
    params: releaseSlugParamsSchema,
    answers: { 200: json(publicReleaseSchema) },
    errors: [404],
  },
  publicArtwork('', "A published release's artwork"),
  publicArtwork('/thumbnail', "A published release's small artwork"),
  {
    method: 'GET',
    path: '/api/r/:slug/tracks/:audioId/audio',
    summary: "A published release's track bytes",
    public: true,
    params: bySlugTrack,
    answers: { 200: rangedFile(['audio/*'], 'The file') },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/r/:slug/tracks/:audioId/plays',
    summary: "A play on a release's public page (rate-limited per address)",
    public: true,
    params: bySlugTrack,
    body: jsonBody(playReportSchema),
    answers: { 204: empty('Counted') },
    errors: [400, 404, 429],
  },
]);
