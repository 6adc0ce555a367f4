import type { z } from 'zod';
import { badRequest } from './http-errors.js';

/** Parses untrusted input with a shared schema; failures become a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  throw badRequest(first ? first.message : 'Invalid input', fieldErrors);
}
