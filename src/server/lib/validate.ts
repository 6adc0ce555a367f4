import type { z } from 'zod';
import { projectIdParamsSchema } from '../../shared/schemas/projects.js';
import { badRequest, notFound } from './http-errors.js';

export const NUL_IN_TEXT = 'Text cannot contain NUL characters';

/**
 * Where the first string holding a NUL character sits in parsed input ("a.0.b"), or null.
 * PostgreSQL cannot store NUL in text or jsonb, so such input would fail in the database (a 500)
 * instead of here. Walks with its own stack, so no nesting depth can overflow the call stack.
 */
function nulPath(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return at || '_';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return at || '_';
        stack.push([child, at ? `${at}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Parses untrusted input with a shared schema; failures become a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const nulAt = nulPath(result.data);
    if (nulAt !== null) throw badRequest(NUL_IN_TEXT, { [nulAt]: NUL_IN_TEXT });
    return result.data;
  }
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  throw badRequest(first ? first.message : 'Invalid input', fieldErrors);
}

/**
 * A request body that is parsed only when the service asks for it. Project-scoped services call
 * it right after their access check (DESIGN §5), so a caller who may not see the project gets
 * its 404 (a viewer its 403) before any of a possibly large or hostile body is validated, and
 * the check itself stays in one place with no second look-up.
 */
export type BodyAfterAccess<T> = () => T;

/** `input` parsed with `schema` on demand: see BodyAfterAccess. */
export function parseAfterAccess<S extends z.ZodType>(
  schema: S,
  input: unknown,
): BodyAfterAccess<z.infer<S>> {
  return () => parseInput(schema, input);
}

/**
 * Path parameters, or a 404 with `message`. Ids are opaque: one that does not even parse (not a
 * UUID) names nothing, so it is "not found", never a 400.
 */
export function paramsOr404<T>(schema: z.ZodType<T>, params: unknown, message: string): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

/** The `id` path parameter, or a 404 with `message`. */
export const idParam = (schema: z.ZodType<{ id: string }>, params: unknown, message: string) =>
  paramsOr404(schema, params, message).id;

/** The project id of a `/api/projects/:id/...` route (404 "Project not found" when malformed). */
export const projectIdParam = (params: unknown): string =>
  idParam(projectIdParamsSchema, params, 'Project not found');
