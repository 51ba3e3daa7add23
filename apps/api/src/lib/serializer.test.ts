import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './serializer';

describe('fastSerializerCompiler', () => {
  it('sends only the declared fields, with null where the schema allows it', () => {
    const serialize = fastSerializerCompiler({
      schema: z.object({ name: z.string(), note: z.string().nullable() }),
    });
    expect(JSON.parse(serialize({ name: 'Paula', note: null, passwordHash: 'geheim' }))).toEqual({
      name: 'Paula',
      note: null,
    });
  });

  it('compiles at the first answer, once, not when the route is registered', () => {
    let compiled = 0;
    // zod reads a getter's field when the schema is turned into JSON Schema, i.e. when compiling.
    const schema = z.object({
      get name() {
        compiled++;
        return z.string();
      },
    });
    const serialize = fastSerializerCompiler({ schema });
    expect(compiled).toBe(0);
    expect(serialize({ name: 'Paula', extra: 1 })).toBe('{"name":"Paula"}');
    const afterFirst = compiled;
    expect(afterFirst).toBeGreaterThan(0);
    expect(serialize({ name: 'Noah' })).toBe('{"name":"Noah"}');
    expect(compiled).toBe(afterFirst);
  });

  it('leaves answers without a zod schema to JSON.stringify', () => {
    const serialize = fastSerializerCompiler({ schema: { type: 'object' } });
    expect(serialize({ a: 1 })).toBe('{"a":1}');
  });
});
