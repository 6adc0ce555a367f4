import {
  libraryOrderSchema,
  librarySongParamsSchema,
  librarySongPlaceSchema,
} from '../../../shared/schemas/audio.js';
import { docsFor, empty, json, jsonBody } from '../../lib/route-docs.js';

export const libraryOrderRouteDocs = docsFor('library', [
  {
    method: 'PUT',
    path: '/api/library/order/:audioId',
    summary: "Move one song in the profile's library order (between two neighbours)",
    params: librarySongParamsSchema,
    body: jsonBody(librarySongPlaceSchema),
    answers: { 204: empty() },
    errors: [400, 404, 409],
  },
  {
    method: 'GET',
    path: '/api/library/order',
    summary: "The profile's library order",
    answers: { 200: json(libraryOrderSchema) },
  },
  {
    method: 'PUT',
    path: '/api/library/order',
    summary: 'Replace the library order (songs of projects the profile cannot see are dropped)',
    body: jsonBody(libraryOrderSchema),
    answers: { 200: json(libraryOrderSchema) },
    errors: [400],
  },
]);
