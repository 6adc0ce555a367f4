// Arbitraries for the property-based body test: JSON texts made of the field names our shared
// schemas use (so bodies get past the first check) filled with values of every wrong kind.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

const SCHEMAS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shared/schemas',
);

/** Every object key of every zod object exported by src/shared/schemas (new ones included). */
export async function sharedFieldNames(): Promise<string[]> {
  const names = new Set<string>();
  const files = (await readdir(SCHEMAS_DIR)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const module = (await import(path.join(SCHEMAS_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const shape = (value as { shape?: unknown } | null)?.shape;
      if (shape && typeof shape === 'object') Object.keys(shape).forEach((key) => names.add(key));
    }
  }
  return [...names].sort();
}

/** Strings that break naive code: NULs, control and lone-surrogate text, markup, huge sizes. */
const nastyText = fc.oneof(
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii' }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\u0007\u001b[2J', '\ud800', '\u202e'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '<img src=x onerror=alert(1)>',
      '../../etc/passwd',
      "'; drop table projects; --",
      '0000-00-00',
      '2024-02-30',
      'NaN',
    ),
  },
  // Big strings built in one go (generating them character by character is slow).
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 1_500_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }).map((n) => '\u{1F3B5}'.repeat(n)) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
  fc.constantFrom(-0, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e-320, 0.5),
);

/** A JSON value of any shape: `ids` are real rows, so some requests reach deep code. */
function jsonValue(ids: readonly string[]) {
  const scalar = fc.oneof(
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.constantFrom(...ids),
    fc.emailAddress(),
  );
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('value'), { maxLength: 6 }),
      fc.array(fc.tuple(fc.string(), tie('value')), { maxLength: 4 }).map(Object.fromEntries),
    ),
  })).value;
}

/** An object's JSON text written by hand, so keys such as `__proto__` stay plain keys. */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;

/**
 * A valid body with one to three fields replaced (or added) by hostile values: these get past
 * the schema's "required" checks and reach the service and the database.
 */
function mutatedBody(
  base: Record<string, unknown>,
  fieldNames: readonly string[],
  ids: readonly string[],
) {
  // Mostly the body's own fields: unknown keys are dropped by the schema before they matter.
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...Object.keys(base)) },
    { weight: 1, arbitrary: fc.constantFrom(...fieldNames) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: nastyText },
    { weight: 1, arbitrary: jsonValue(ids) },
  );
  return fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 3 })
    .map((overrides) => objectText(Object.entries({ ...base, ...Object.fromEntries(overrides) })));
}

/**
 * Random request bodies as JSON text: objects with our field names, any value, deep nesting;
 * and, when the route's valid body is known, that body with hostile fields.
 */
export function randomBody(
  fieldNames: readonly string[],
  ids: readonly string[],
  base?: Record<string, unknown>,
) {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  );
  const value = jsonValue(ids);
  return fc.oneof(
    ...(base ? [{ weight: 10, arbitrary: mutatedBody(base, fieldNames, ids) }] : []),
    { weight: 8, arbitrary: fc.array(fc.tuple(key, value), { maxLength: 12 }).map(objectText) },
    { weight: 2, arbitrary: value.map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 200_000 })
        .map((depth) => `{"${fieldNames[0]}":${'['.repeat(depth)}${']'.repeat(depth)}}`),
    },
  );
}
