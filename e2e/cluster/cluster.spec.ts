import { registerFreshMember } from '../support/members';
import { apiToken } from '../support/session';
import { expect, test } from '../support/test';
import { CLUSTER } from './cluster-config';

const [first, second] = CLUSTER.instancePorts.map((port) => `http://127.0.0.1:${port}/api`);
const STAFF = 'admin@demo.apopunkt.de';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/**
 * What one instance changes, the other serves (issue 34 §3): the instances share PostgreSQL, Redis
 * and the media folder, and hear each other's changes through LISTEN/NOTIFY and the catalogue's
 * version.
 */
test.describe('two instances', () => {
  test('a module renamed through one instance is served by the other within a second', async ({ request }) => {
    const staff = await apiToken(request, STAFF);
    const member = await apiToken(request, 'pta@demo.apopunkt.de');
    const list = await request.get(`${first}/v1/modules?limit=1`, { headers: bearer(member) });
    expect(list.status()).toBe(200);
    const [module] = (await list.json()).results as { slug: string; uuid: string; name: string }[];
    if (!module) throw new Error('the demo data has visible modules');
    await request.get(`${second}/v1/modules/${module.slug}`, { headers: bearer(member) });

    const name = `${module.name} (umbenannt)`;
    const renamed = await request.patch(`${first}/v1/admin/modules/${module.uuid}`, {
      headers: bearer(staff),
      data: { name },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const changedAt = Date.now();
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`${second}/v1/modules/${module.slug}`, { headers: bearer(member) })).json()) as {
              name: string;
            }
          ).name,
        { timeout: 1000, intervals: [50] },
      )
      .toBe(name);
    test.info().annotations.push({ type: 'served by the other', description: `${Date.now() - changedAt} ms` });
    await request.patch(`${first}/v1/admin/modules/${module.uuid}`, {
      headers: bearer(staff),
      data: { name: module.name },
    });
  });

  test('a member deactivated through one instance is refused by the other at once', async ({ request }) => {
    const member = await registerFreshMember(request);
    const token = await apiToken(request, member.email);
    expect((await request.get(`${second}/v1/me`, { headers: bearer(token) })).status()).toBe(200);
    expect((await request.get(`${second}/v1/me`, { headers: bearer(token) })).status()).toBe(200);

    const staff = await apiToken(request, STAFF);
    const deactivated = await request.patch(`${first}/v1/admin/users/${member.id}`, {
      headers: bearer(staff),
      data: { isActive: false },
    });
    expect(deactivated.status(), await deactivated.text()).toBe(200);
    expect((await request.get(`${second}/v1/me`, { headers: bearer(token) })).status()).toBe(401);
  });

  test('a file uploaded through one instance is served by the other', async ({ request }) => {
    const staff = await apiToken(request, STAFF);
    const png = Buffer.from(ONE_PIXEL_PNG, 'base64');
    const uploaded = await request.post(`${first}/v1/admin/media?kind=image`, {
      headers: bearer(staff),
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await request.get(`http://127.0.0.1:${CLUSTER.instancePorts[1]}${url}`);
    expect(served.status()).toBe(200);
    expect(Buffer.compare(await served.body(), png)).toBe(0);
  });

  test('rate limits are shared: failed sign-ins on both instances count together', async ({ request }) => {
    const member = await registerFreshMember(request);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request.post(`${i % 2 === 0 ? first : second}/v1/sessions`, {
        data: { username: member.email, password: 'falsches-passwort' },
      });
      statuses.push(res.status());
    }
    // Five failures a day pass from an address the owner never used, then the account slows down
    // (SIGN_IN_BACKOFF): alone, neither instance would have seen more than three.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
