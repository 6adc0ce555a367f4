// The API document (issue 30 item 3): it names every route of app.routeTable, nothing else,
// is valid OpenAPI 3.1, and is served with its reference page without a session.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicReleaseSchema,
  releaseSchema,
  releaseSummarySchema,
} from '../../../shared/schemas/releases.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { createSongProject, releaseApi } from '../../test/release-test-support.js';
import { ROUTE_DOCS } from '../../route-docs.js';
import { openApiPath } from './openapi-document.js';

/** Routes of the table that are not part of the HTTP API. */
const NOT_API: Readonly<Record<string, string>> = {
  'GET /*': 'the built client and its SPA fallback (static files), when dist/client exists',
};

/** Error statuses a route answers with a body of its own, and why. */
const OWN_ERROR_ANSWERS: Readonly<Record<string, string>> = {
  'GET /api/health 503': 'readiness says which part is offline, for load balancers',
  'GET /api/health/ready 503': 'readiness says which part is offline, for load balancers',
};

interface Operation {
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
};

describe('API document', () => {
  let t: TestApp;
  let document: Document;
  let routeKeys: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json<Document>();
    routeKeys = t.app.routeTable.map(({ method, url }) => `${method} ${url}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('names every route of the route table', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = t.app.routeTable
      .filter(({ method, url }) => !documented.has(`${method} ${openApiPath(url)}`))
      .map(({ method, url }) => `${method} ${url}`)
      .filter((key) => !(key in NOT_API));
    // A new route fails here until its module's *.openapi.ts declares it.
    expect(missing).toEqual([]);
  });

  it('declares no route the app does not have, and each once', () => {
    const keys = ROUTE_DOCS.map(({ method, path }) => `${method} ${path}`);
    expect(keys.filter((key) => !routeKeys.includes(key))).toEqual([]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('answers every error status with the error schema, except the answers named here', () => {
    const ownAnswers = ROUTE_DOCS.flatMap((doc) =>
      Object.keys(doc.answers)
        .filter((status) => Number(status) >= 400)
        .map((status) => `${doc.method} ${doc.path} ${status}`),
    );
    expect(ownAnswers.sort()).toEqual(Object.keys(OWN_ERROR_ANSWERS).sort());
    for (const [status, answer] of Object.entries(document.components.responses)) {
      expect(status).toMatch(/^Error/);
      expect(answer.content['application/json']!.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (/^[45]/.test(status) && !answer.content)
            expect(answer.$ref).toBe(`#/components/responses/Error${status}`);
        }
      }
    }
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('serves the reference page signed out, whole, with no script and nothing from elsewhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|<link|\b(?:src|href)="(?:https?:)?\/\//i);
    expect(res.body).toContain('/api/openapi.json');
    expect(res.body).toContain('<code>/api/health/live</code>');
  });

  // The release answers were TypeScript types only; their schemas now make the document's
  // shapes. Parsing strips keys a schema lacks, so equality also fails on any key it misses.
  it('describes the release answers as the API sends them', async () => {
    const owner = await createUser(t.app);
    const releases = releaseApi(t);
    const { audio } = await createSongProject(t, owner);
    const created = await releases.create(owner);
    const withTracks = await releases.setTracks(owner, created.id, [{ audioId: audio.id }]);
    expect(releaseSchema.parse(withTracks)).toEqual(withTracks);
    expect(withTracks.tracks).toHaveLength(1);
    const list = await releases.call('GET', '/api/releases', owner);
    const summaries = list.json<unknown[]>();
    expect(summaries.map((row) => releaseSummarySchema.parse(row))).toEqual(summaries);

    await releases.update(owner, created.id, { slug: 'first-ep', published: true });
    const page = await releases.call('GET', '/api/r/first-ep');
    expect(page.statusCode, page.body).toBe(200);
    expect(publicReleaseSchema.parse(page.json())).toEqual(page.json());
  });
});
