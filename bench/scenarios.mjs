// Scenarios of `npm run bench`. Each prepares what it needs against the running portal and
// returns autocannon options. Learning scenarios are added with the learning issue.

/** Signs a demo user in and returns the Authorization header. */
export async function signIn(base, username = 'pta@demo.apopunkt.de', password = 'apopunkt-demo') {
  const res = await fetch(`${base}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const { access } = await res.json();
  return { authorization: `Bearer ${access}` };
}

export const scenarios = [
  {
    name: 'GET /api/health',
    prepare: async (base) => ({ url: `${base}/api/health` }),
  },
  {
    name: 'GET /api/v1/me (signed in)',
    prepare: async (base) => ({ url: `${base}/api/v1/me`, headers: await signIn(base) }),
  },
];
