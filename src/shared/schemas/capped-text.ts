import { z } from 'zod';

/*
 * Length caps that run before anything else looks at a string (issue 13). One server process
 * answers everybody, so a pattern, `preprocess` or `transform` must never see more than a field
 * can hold: its cost is then bounded whatever a client sends. Zod runs a string's checks in
 * order and keeps going after a failed one unless told to abort, hence `abort: true`.
 */

/** "Notes is too long (5000 characters at most)": the words of every cap. */
export const tooLongMessage = (label: string, max: number) =>
  `${label} is too long (${max} characters at most)`;

/**
 * A string of at most `max` characters, counted as sent (before any trim); longer input is
 * refused with `tooLong` and no later check or transform runs. `required` is the message for a
 * value that is not a string at all.
 */
export function cappedString(max: number, tooLong: string, required?: string) {
  return z
    .string(required === undefined ? undefined : { error: required })
    .max(max, { message: tooLong, abort: true });
}

/**
 * `schema` behind a cap: a string longer than `max` characters is refused with `tooLong` before
 * `schema` (its preprocess, patterns and transforms) sees it. Other values (null, numbers,
 * lists) pass through to `schema` unchanged.
 */
export function capped<T extends z.ZodType>(max: number, tooLong: string, schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value === 'string' && value.length > max) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: max,
        inclusive: true,
        message: tooLong,
        input: value,
      });
      return z.NEVER;
    }
    return value;
  }, schema);
}
