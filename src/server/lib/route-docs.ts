import type { z } from 'zod';

// What a route declares for the API document (GET /api/openapi.json), and for nothing else:
// validation stays in the handlers, after the access check (decision 009), so these schemas
// are never handed to Fastify. Each module keeps its routes' declarations in `*.openapi.ts`
// beside its routes file; `api-document.test.ts` fails for a route of app.routeTable without one.

export type DocMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success answer's body (or its absence). */
export type AnswerDoc =
  | { kind: 'json'; schema: z.ZodType; description: string }
  /** JSON whose shape is so far only a TypeScript type (named, with its file): no Zod schema. */
  | { kind: 'typed'; type: string; description: string }
  /** A page of a list (DESIGN §3): a JSON array with `Link` and `X-Total-Count`. */
  | { kind: 'page'; item: z.ZodType; description: string; whole: boolean }
  | { kind: 'empty'; description: string }
  /** Bytes that are not JSON: audio, images, ZIP, CSV, PDF, HTML, text, an event stream. */
  | { kind: 'media'; types: readonly string[]; description: string; range?: boolean }
  | { kind: 'redirect'; description: string }
  | { kind: 'upgrade'; description: string };

/** A request body that is not plain JSON. */
export type BodyDoc =
  | { kind: 'json'; schema: z.ZodType }
  /** multipart/form-data: the file part's name and the other fields' schema. */
  | { kind: 'multipart'; filePart: string; fields?: z.ZodType; description: string }
  /** The tus protocol's PATCH chunks (application/offset+octet-stream) or an empty creation. */
  | { kind: 'bytes'; type: string; description: string };

/** One route as the API document shows it. */
export interface RouteDoc {
  method: DocMethod;
  /** Fastify's pattern, exactly as in app.routeTable (`/api/playlists/:id`). */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Answers without a session (a row in modules/security/public-routes.ts). */
  public?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Adds `limit`/`cursor` when the query schema lacks them. */
  paged?: boolean;
  headers?: readonly HeaderDoc[];
  body?: BodyDoc;
  /** Success (and redirect) statuses. */
  answers: Readonly<Record<number, AnswerDoc>>;
  /** Error statuses besides those every route may answer (401 signed out, 5XX). */
  errors?: readonly number[];
}

export interface HeaderDoc {
  name: string;
  description: string;
  required?: boolean;
}

/** A route's declaration without its tags, which `docsFor` adds for the module. */
export type RouteDocInput = Omit<RouteDoc, 'tags'> & { tags?: readonly string[] };

/** A module's declarations, each tagged with the module's name unless it names its own. */
export const docsFor = (tag: string, routes: readonly RouteDocInput[]): readonly RouteDoc[] =>
  routes.map((route) => ({ ...route, tags: route.tags ?? [tag] }));

export const json = (schema: z.ZodType, description = 'OK'): AnswerDoc => ({
  kind: 'json',
  schema,
  description,
});

/** A JSON answer shaped as `type` ("Release in shared/schemas/release-answers.ts"). */
export const typedJson = (type: string, description = 'OK'): AnswerDoc => ({
  kind: 'typed',
  type,
  description,
});

/** A list answered in pages; `whole` when, without `limit`, the whole list comes as one array. */
export const page = (item: z.ZodType, description = 'A page of the list', whole = false) =>
  ({ kind: 'page', item, description, whole }) as const satisfies AnswerDoc;

export const empty = (description = 'Done; no body'): AnswerDoc => ({ kind: 'empty', description });

export const media = (types: readonly string[], description: string): AnswerDoc => ({
  kind: 'media',
  types,
  description,
});

/** Audio or image bytes that honour `Range` (206 Partial Content, 416 beyond the end). */
export const rangedFile = (types: readonly string[], description: string): AnswerDoc => ({
  kind: 'media',
  types,
  description,
  range: true,
});

export const redirect = (description: string): AnswerDoc => ({ kind: 'redirect', description });

export const jsonBody = (schema: z.ZodType): BodyDoc => ({ kind: 'json', schema });

export const multipartBody = (
  filePart: string,
  description: string,
  fields?: z.ZodType,
): BodyDoc => ({ kind: 'multipart', filePart, description, ...(fields ? { fields } : {}) });

/** The `Idempotency-Key` a signed-in POST may carry (decision 020). */
export const IDEMPOTENCY_KEY_HEADER: HeaderDoc = {
  name: 'Idempotency-Key',
  description:
    'Optional: 1-255 printable ASCII characters. A repeat with the same key gets the first answer back (Idempotent-Replayed: true) for 24 hours.',
};
