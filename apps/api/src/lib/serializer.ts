import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

function isNullSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null';
}

/**
 * Rewrites `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) as `type: [X.type, 'null']`,
 * which fast-json-stringify serialises directly instead of deciding the branch with a validator.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === '$schema') continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf as unknown[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const other = anyOf.find((s) => !isNullSchema(s)) as JsonSchema;
    if (typeof other?.type === 'string') {
      const { anyOf: _drop, ...rest } = out;
      const merged: JsonSchema = { ...rest, ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
      return merged;
    }
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema (draft-07, output side). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as JsonSchema;
}

type Serialize = (data: unknown) => string;

function compileSerializer(schema: z.ZodType): Serialize {
  try {
    return fastJsonStringify(responseJsonSchema(schema) as never) as Serialize;
  } catch {
    return (data) => JSON.stringify(data);
  }
}

/**
 * Answers are serialised by a function compiled once per route from the same zod schema that
 * documents them (fast-json-stringify): only declared fields leave the server, and no zod
 * validation runs on the way out. Schemas it cannot compile fall back to JSON.stringify.
 * Compiled at the route's first answer, not at the start: compiling all of them took about half a
 * second before the server could listen, for routes most instances answer rarely.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): Serialize {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let serialize: Serialize | null = null;
  return (data) => {
    serialize ??= compileSerializer(schema);
    return serialize(data);
  };
}
