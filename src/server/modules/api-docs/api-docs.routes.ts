import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from '../../lib/route-docs.js';
import { renderApiDocsPage } from './api-docs-page.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** The API's version in the document: the package's, kept in step by hand. */
export const API_DOCUMENT_VERSION = '0.1.0';

/** The document and its page as the bytes the two routes send (the document object is dropped). */
export function buildApiDocsAnswers(routeDocs: readonly RouteDoc[], version: string) {
  const document = buildOpenApiDocument(routeDocs, { title: 'Trackroom', version });
  return {
    json: Buffer.from(JSON.stringify(document)),
    html: Buffer.from(renderApiDocsPage(document)),
  };
}

/**
 * The API document and its reference page, built on the first request and kept as bytes: an
 * idle server costs nothing, the first request about half a second and 23 MB of garbage, and
 * after it 0.5 MB stay (scripts/bench/api-document.ts).
 */
export function apiDocsRoutes(routeDocs: readonly RouteDoc[]) {
  let built: { json: Buffer; html: Buffer } | undefined;
  const documentBytes = () => (built ??= buildApiDocsAnswers(routeDocs, API_DOCUMENT_VERSION));

  return async function apiDocs(app: FastifyInstance): Promise<void> {
    // No session: the document says what the API accepts, nothing about anybody's data.
    app.get('/api/openapi.json', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(documentBytes().json),
    );
    app.get('/api/docs', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(documentBytes().html),
    );
  };
}
