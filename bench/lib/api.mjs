// Calls to the running portal that scenarios make while preparing (not measured).

/** fetch with a clear error naming the call; answers the body as text. */
async function apiText(base, path, { method = 'GET', headers = {}, body } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** fetch + JSON with a clear error naming the call; `headers` usually carries the bearer. */
export async function apiJson(base, path, options = {}) {
  const text = await apiText(base, path, options);
  return text ? JSON.parse(text) : null;
}

/**
 * Signs demo users in once and keeps their bearer headers: sign-in is rate limited per IP (30 a
 * minute). An access token lives 15 minutes, less than a run with BENCH_AGAINST, so a session
 * older than SESSION_REUSE_MS signs in again.
 */
const SESSION_REUSE_MS = 10 * 60_000;

export function createSessions(base) {
  const cache = new Map();
  return async function headersOf(username, password = 'apopunkt-demo') {
    const cached = cache.get(username);
    if (!cached || Date.now() - cached.at > SESSION_REUSE_MS) {
      const { access } = await apiJson(base, '/v1/sessions', { method: 'POST', body: { username, password } });
      cache.set(username, { at: Date.now(), headers: { authorization: `Bearer ${access}` } });
    }
    return cache.get(username).headers;
  };
}

/** Demo accounts of DESIGN §7 the scenarios act as. */
export const DEMO = {
  premium: 'pta@demo.apopunkt.de',
  staff: 'admin@demo.apopunkt.de',
  fieldService: 'aussendienst@demo.apopunkt.de',
};

/** Autocannon requests that GET `paths` in turn with the same headers. */
export function cycleGets(paths, headers) {
  return paths.map((path) => ({ method: 'GET', path: `/api${path}`, headers }));
}

/**
 * A scenario that GETs one address as one demo account. `path` may look up what the address
 * needs (an id, a slug) in the bench database, or through the API as that account (`api(path)`
 * answers the JSON); the address is called once while preparing, so a wrong one fails the run
 * instead of measuring error answers.
 */
export function getScenario(name, username, path) {
  return {
    name,
    prepare: async ({ base, db, headersOf }) => {
      const headers = await headersOf(username);
      const api = (apiPath) => apiJson(base, apiPath, { headers });
      const url = typeof path === 'function' ? await path(db, api) : path;
      await apiText(base, url, { headers });
      return { options: { url: `${base}/api${url}`, headers } };
    },
  };
}
