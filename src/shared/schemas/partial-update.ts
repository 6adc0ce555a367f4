import { z } from 'zod';

/** A PATCH/PUT body: any subset of `shape`'s fields, at least one of them. */
export function partialUpdateSchema<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .partial()
    .refine((value) => Object.values(value).some((v) => v !== undefined), {
      message: 'Nothing to update',
    });
}
