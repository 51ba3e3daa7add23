/**
 * Generates the bad inputs of the OpenAPI-driven robustness test (app.bad-input.test.ts) from a
 * route's OpenAPI operation: odd path parameters and query values, broken and wrong-typed
 * bodies. A route added later is covered by what its schema declares, without touching the test.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  default?: unknown;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface BadRequest {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** Values no path parameter or query value should turn into a 5xx. */
export const ODD_STRINGS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '0x10',
  '%201',
  '1e3',
  '1.5',
  'null',
  '%27%22%3B--',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%99%82',
  'a'.repeat(400),
  'a'.repeat(600),
];

/** Values for a JSON body field, whatever its declared type. */
export const ODD_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800',
  2147483648,
  -2147483649,
  1e308,
  -1,
  0.5,
  '',
  MEGABYTE_STRING.slice(0, 200_000),
  [],
  [[['deep']]],
  {},
  { nested: { value: 'a\u0000' } },
  null,
  true,
  '2147483648',
  '1e3',
];

/** A plausible value for a schema, so one field at a time can be made bad. */
export function sampleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleValue(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
  if (schema.allOf?.length) return sampleValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sampleValue(property, depth + 1);
      }
      return value;
    }
    case 'array':
      return [sampleValue(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'someone@example.org';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2000-01-01';
      if (schema.pattern?.includes('\\d{6}')) return '123456';
      if (schema.pattern?.includes('\\d{5}')) return '10115';
      if (schema.pattern?.includes('[0-9]')) return '1';
      return 'a'.repeat(Math.max(1, Math.min(schema.minLength ?? 3, 50)));
    default:
      return 'x';
  }
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

function plausiblePathValue(parameter: OpenApiParameter): string {
  const value = sampleValue(parameter.schema);
  return encodeURIComponent(String(value ?? '1'));
}

/** Every bad request for one operation. */
export function badRequestsFor(method: string, path: string, operation: OpenApiOperation): BadRequest[] {
  const upper = method.toUpperCase();
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const plausible = Object.fromEntries(pathParameters.map((p) => [p.name, plausiblePathValue(p)]));
  const baseUrl = fillPath(path, plausible);
  const requests: BadRequest[] = [];

  for (const parameter of pathParameters) {
    for (const odd of ODD_STRINGS) {
      requests.push({
        label: `path ${parameter.name}=${odd.slice(0, 20)}`,
        method: upper,
        url: fillPath(path, { ...plausible, [parameter.name]: odd }),
      });
    }
  }

  for (const parameter of queryParameters) {
    const name = encodeURIComponent(parameter.name);
    for (const odd of [...ODD_STRINGS, 'x'.repeat(10_000)]) {
      requests.push({
        label: `query ${parameter.name}=${odd.slice(0, 20)}`,
        method: upper,
        url: `${baseUrl}?${name}=${odd}`,
      });
    }
    requests.push({ label: `query ${parameter.name} twice`, method: upper, url: `${baseUrl}?${name}=1&${name}=2` });
    requests.push({ label: `query ${parameter.name}[]`, method: upper, url: `${baseUrl}?${name}[a]=1` });
  }

  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const multipart = operation.requestBody?.content?.['multipart/form-data'];
  if (jsonSchema || upper === 'POST' || upper === 'PUT' || upper === 'PATCH') {
    const json = { 'content-type': 'application/json' };
    const raw = (label: string, payload: string | Buffer, headers: Record<string, string> = json) =>
      requests.push({ label, method: upper, url: baseUrl, headers, payload });
    raw('broken JSON', '{"a": ');
    raw('JSON with NUL byte', '{"a":"\u0000"}');
    raw('array for object', '[]');
    raw('null body', 'null');
    raw('string body', '"text"');
    raw('number body', '2147483648');
    raw('huge body', JSON.stringify({ a: MEGABYTE_STRING }));
    raw('no content type', '{"a":1}', {});
    raw('text/plain', 'hello', { 'content-type': 'text/plain' });
    raw('unknown content type', '<a/>', { 'content-type': 'application/xml' });
    raw('broken multipart', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', {
      'content-type': 'multipart/form-data',
    });
    raw('multipart without end', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc', {
      'content-type': 'multipart/form-data; boundary=b',
    });
    if (jsonSchema) {
      const base = sampleValue(jsonSchema);
      raw('empty object', '{}');
      raw('plausible body', JSON.stringify(base));
      if (base && typeof base === 'object' && !Array.isArray(base)) {
        for (const key of Object.keys(base)) {
          for (const odd of ODD_VALUES) {
            raw(`body ${key}=${JSON.stringify(odd)?.slice(0, 20)}`, JSON.stringify({ ...base, [key]: odd }));
          }
        }
        raw('unknown field', JSON.stringify({ ...base, __proto__x: 1, constructor: 'x' }));
      }
    }
    if (multipart) raw('multipart without boundary', 'abc', { 'content-type': 'multipart/form-data' });
  }
  return requests;
}
