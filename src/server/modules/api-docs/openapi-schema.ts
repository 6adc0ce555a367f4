import { z } from 'zod';

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) as plain data. */
export type JsonSchema = Record<string, unknown>;

/**
 * Zod schemas to JSON Schema with zod 4's own `z.toJSONSchema`. Request parts are described as
 * sent (`io: 'input'`), answers as made (`io: 'output'`). Checks JSON Schema cannot say
 * (refinements, transforms, preprocess) become `{}` for that part: the handler's parse stays the
 * rule, the document a guide. Definitions a schema names (`$defs`: recursive ones) move to
 * `components.schemas`, since inside the document `#` is the document, not the schema.
 */
export function schemaConverter() {
  const components: Record<string, JsonSchema> = {};
  let lifted = 0;

  function convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const result = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    delete result.$schema;
    const defs = result.$defs as Record<string, JsonSchema> | undefined;
    if (!defs) return simplify(result);
    delete result.$defs;
    lifted += 1;
    const prefix = `Lifted${lifted}_`;
    const text = JSON.stringify(result).replaceAll('"#/$defs/', `"#/components/schemas/${prefix}`);
    for (const [name, def] of Object.entries(defs)) {
      const defText = JSON.stringify(def).replaceAll(
        '"#/$defs/',
        `"#/components/schemas/${prefix}`,
      );
      components[`${prefix}${name}`] = simplify(JSON.parse(defText) as JsonSchema);
    }
    // A self-reference to the root ("#") points at the schema itself: name it too.
    if (text.includes('"$ref":"#"')) {
      const name = `${prefix}root`;
      components[name] = simplify(
        JSON.parse(
          text.replaceAll('"$ref":"#"', `"$ref":"#/components/schemas/${name}"`),
        ) as JsonSchema,
      );
      return { $ref: `#/components/schemas/${name}` };
    }
    return simplify(JSON.parse(text) as JsonSchema);
  }

  return { convert, components };
}

/**
 * Drops zod's UUID pattern where `format: uuid` already says it: the same 150 characters on
 * every id would make up a fifth of the document.
 */
function simplify(schema: JsonSchema): JsonSchema {
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (node !== null && typeof node === 'object') {
      const record = node as JsonSchema;
      if (record.format === 'uuid') delete record.pattern;
      stack.push(...Object.values(record));
    }
  }
  return schema;
}
