/** Spec §9: error reporting samples half of the traces and reports as the production environment. */
export const ERROR_REPORTING = { tracesSampleRate: 0.5, environment: 'production' } as const;

/** What the SDKs may collect on their own: no user info, cookies, headers, bodies or query values. */
export const ERROR_REPORTING_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
};

/** Keys whose values never leave for the error reporter (personal data, secrets). */
const SENSITIVE_KEY =
  /mail|name|password|passwort|token|authorization|cookie|code|phone|birth|street|zip|city|address|otp|secret|ip_address/i;
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi;
const BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/g;

/** Redacts e-mail addresses and bearer tokens inside a string. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[E-Mail]').replace(BEARER, 'Bearer [entfernt]');
}

/**
 * Removes personal data from an error event before it is sent (beforeSend of both SDKs): values of
 * sensitive keys are replaced, strings lose e-mail addresses and tokens, and the user keeps only
 * its id. Works on plain JSON-like objects; returns a scrubbed copy.
 */
export function scrubEvent<T>(event: T): T {
  const seen = new WeakSet<object>();
  const walk = (value: unknown, key: string, depth: number): unknown => {
    if (typeof value === 'string') return SENSITIVE_KEY.test(key) ? '[entfernt]' : scrubText(value);
    if (value === null || typeof value !== 'object' || depth > 12) return value;
    if (seen.has(value)) return value;
    seen.add(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, key, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (key === '' && k === 'user') {
        const id = (v as { id?: unknown } | null)?.id;
        out.user = id === undefined ? undefined : { id };
        continue;
      }
      out[k] = SENSITIVE_KEY.test(k) && typeof v !== 'object' ? '[entfernt]' : walk(v, k, depth + 1);
    }
    return out;
  };
  return walk(event, '', 0) as T;
}
