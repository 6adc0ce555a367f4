import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from '../../lib/route-docs.js';
import { renderApiDocsPage } from './api-docs-page.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** The API's version in the document: the package's, kept in step by hand. */
export const API_DOCUMENT_VERSION = '0.1.0';

/**
 * The API document and its reference page, built on the first request and kept as bytes: a
 * server nobody asks costs nothing, and the answers after the first cost a copy of the bytes.
 */
export function apiDocsRoutes(routeDocs: readonly RouteDoc[]) {
  let built: { json: Buffer; html: Buffer } | undefined;
  const documentBytes = () => {
    if (!built) {
      const document = buildOpenApiDocument(routeDocs, {
        title: 'Trackroom',
        version: API_DOCUMENT_VERSION,
      });
      built = {
        json: Buffer.from(JSON.stringify(document)),
        html: Buffer.from(renderApiDocsPage(document)),
      };
    }
    return built;
  };

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
