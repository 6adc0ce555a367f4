import type { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  type AnswerDoc,
  type BodyDoc,
  type RouteDoc,
} from '../../lib/route-docs.js';
import { baseComponents } from './openapi-components.js';
import { schemaConverter, type JsonSchema } from './openapi-schema.js';

export interface DocumentInfo {
  title: string;
  version: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/playlists/:id` as OpenAPI writes it: `/api/playlists/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** The OpenAPI 3.1 document of `routes` (built once, on the first request for it). */
export function buildOpenApiDocument(routes: readonly RouteDoc[], info: DocumentInfo) {
  const schemas = schemaConverter();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const key = openApiPath(route.path);
    paths[key] ??= {};
    paths[key][route.method.toLowerCase()] = operation(route, schemas.convert);
  }
  const components = baseComponents();
  Object.assign(components.schemas!, schemas.components);
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Generated from the Zod schemas the handlers parse with (src/shared/schemas). The handlers stay the rule: they validate after the access check, so a caller who may not see a resource gets its 404 before any body is checked.',
    },
    servers: [{ url: '/' }],
    security: [{ sessionCookie: [] }],
    tags: [...new Set(routes.flatMap((route) => route.tags))].sort().map((name) => ({ name })),
    paths,
    components,
  };
}

type Convert = (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;

function operation(route: RouteDoc, convert: Convert) {
  const ranged = Object.values(route.answers).some((a) => a.kind === 'media' && a.range);
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    ...(route.public ? { security: [] } : {}),
    parameters: [
      ...pathParameters(route, convert),
      ...queryParameters(route, convert),
      ...headerParameters(route, ranged),
    ],
    ...(route.body ? { requestBody: requestBody(route.body, convert) } : {}),
    responses: responses(route, ranged, convert),
  };
}

/** The named fields of an object schema, or of each part of an intersection (`allOf`). */
function objectProperties(schema: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const parts = [schema, ...((schema.allOf ?? []) as JsonSchema[])];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    for (const name of (part.required ?? []) as string[]) required.add(name);
  }
  return { properties, required };
}

function pathParameters(route: RouteDoc, convert: Convert) {
  const { properties } = objectProperties(route.params ? convert(route.params, 'input') : {});
  return pathNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
}

function queryParameters(route: RouteDoc, convert: Convert) {
  const { properties, required } = objectProperties(
    route.query ? convert(route.query, 'input') : {},
  );
  const listed = Object.entries(properties).map(([name, schema]) =>
    route.paged && (name === 'limit' || name === 'cursor')
      ? { $ref: `#/components/parameters/${name}` }
      : { name, in: 'query', required: required.has(name), schema },
  );
  if (route.paged) {
    for (const name of ['limit', 'cursor'].filter((n) => !(n in properties))) {
      listed.push({ $ref: `#/components/parameters/${name}` });
    }
  }
  return listed;
}

function headerParameters(route: RouteDoc, ranged: boolean) {
  const headers = [...(route.headers ?? [])];
  const plainBody = !route.body || route.body.kind === 'json';
  // Multipart and tus uploads are left out of Idempotency-Key (decision 020): files streamed.
  if (route.method === 'POST' && !route.public && plainBody) headers.push(IDEMPOTENCY_KEY_HEADER);
  if (ranged) {
    headers.push({ name: 'Range', description: '`bytes=a-b`: a part of the file (206).' });
  }
  return headers.map(({ name, description, required }) => ({
    name,
    in: 'header',
    description,
    required: required ?? false,
    schema: { type: 'string' },
  }));
}

function requestBody(body: BodyDoc, convert: Convert) {
  if (body.kind === 'json') {
    return {
      required: true,
      content: { 'application/json': { schema: convert(body.schema, 'input') } },
    };
  }
  if (body.kind === 'bytes') {
    return { description: body.description, content: { [body.type]: { schema: {} } } };
  }
  const fields = body.fields ? objectProperties(convert(body.fields, 'input')) : undefined;
  return {
    required: true,
    description: body.description,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [body.filePart, ...(fields?.required ?? [])],
          properties: {
            [body.filePart]: { type: 'string', contentMediaType: 'application/octet-stream' },
            ...fields?.properties,
          },
        },
      },
    },
  };
}

function responses(route: RouteDoc, ranged: boolean, convert: Convert) {
  const answered: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    answered[status] = successAnswer(answer, convert);
  }
  if (ranged) answered['206'] = { description: 'The part the Range asked for (Content-Range).' };
  const errors = new Set((route.errors ?? []).map(String));
  if (!route.public) errors.add('401');
  if (WRITES.has(route.method) || route.path.startsWith('/api/admin/')) errors.add('403');
  if (route.body) errors.add('413');
  if (ranged) errors.add('416');
  errors.add('5XX');
  for (const status of [...errors].sort()) {
    answered[status] = { $ref: `#/components/responses/Error${status}` };
  }
  return answered;
}

function successAnswer(answer: AnswerDoc, convert: Convert) {
  switch (answer.kind) {
    case 'json':
      return {
        description: answer.description,
        content: { 'application/json': { schema: convert(answer.schema, 'output') } },
      };
    case 'typed':
      return {
        description: answer.description,
        content: {
          'application/json': {
            schema: {
              description: `Shaped as the TypeScript type ${answer.type} (no Zod schema yet)`,
            },
          },
        },
      };
    case 'page':
      return {
        description: answer.whole
          ? `${answer.description}. Without \`limit\` or \`cursor\`, the whole list as one array.`
          : answer.description,
        headers: {
          Link: { $ref: '#/components/headers/Link' },
          'X-Total-Count': { $ref: '#/components/headers/X-Total-Count' },
        },
        content: {
          'application/json': { schema: { type: 'array', items: convert(answer.item, 'output') } },
        },
      };
    case 'media':
      return {
        description: answer.description,
        ...(answer.range
          ? { headers: { 'Accept-Ranges': { schema: { type: 'string', const: 'bytes' } } } }
          : {}),
        content: Object.fromEntries(answer.types.map((type) => [type, { schema: {} }])),
      };
    case 'redirect':
      return {
        description: answer.description,
        headers: { Location: { schema: { type: 'string' } } },
      };
    case 'empty':
    case 'upgrade':
      return { description: answer.description };
  }
}
