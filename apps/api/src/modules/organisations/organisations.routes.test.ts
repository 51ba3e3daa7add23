import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, organisationCreationRequests } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  await createOrganisation(db(), { name: 'Löwen-Apotheke am Markt', zip: '04109', city: 'Leipzig' });
  await createOrganisation(db(), { name: 'Adler Apotheke', zip: '80331', city: 'München' });
  await createOrganisation(db(), { name: 'PTA-Schule Nord', type: 'SCH', zip: '20095', city: 'Hamburg' });
  await createOrganisation(db(), { name: 'Geheime Apotheke', zip: '04109', city: 'Leipzig', isVerified: false });
  for (let i = 0; i < 4; i++)
    await createOrganisation(db(), { name: `Zentral-Apotheke ${i}`, zip: '50667', city: 'Köln' });
});
afterAll(() => ctx.close());

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/organisations${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; next: string | null; previous: string | null; results: { name: string }[] };
}

describe('GET /api/v1/organisations', () => {
  it('lists verified organisations by name without a token, paginated', async () => {
    const first = await search('?limit=3');
    expect(first.count).toBe(7);
    expect(first.results.map((o) => o.name)).toEqual(['Adler Apotheke', 'Löwen-Apotheke am Markt', 'PTA-Schule Nord']);
    expect(first.next).toBe('/api/v1/organisations?limit=3&offset=3');
    expect(first.previous).toBeNull();
    expect(first.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Adler Apotheke',
      type: 'PHA',
      isVerified: true,
      address: { street: 'Hauptstraße 1', zip: '80331', city: 'München' },
    });
    const last = await search('?limit=3&offset=6');
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/v1/organisations?limit=3&offset=3');
  });

  it('matches word starts of name and city and the postcode prefix, case-insensitively', async () => {
    expect((await search('?search=markt')).results.map((o) => o.name)).toEqual(['Löwen-Apotheke am Markt']);
    expect((await search('?search=L%C3%96WEN')).results.map((o) => o.name)).toEqual(['Löwen-Apotheke am Markt']);
    expect((await search('?search=m%C3%BCnch')).results.map((o) => o.name)).toEqual(['Adler Apotheke']);
    expect((await search('?search=041')).results.map((o) => o.name)).toEqual(['Löwen-Apotheke am Markt']);
    expect((await search('?search=apotheke%20k%C3%B6ln')).count).toBe(4);
    expect((await search('?search=schule')).results.map((o) => o.name)).toEqual(['PTA-Schule Nord']);
    expect((await search('?search=geheim')).count).toBe(0);
  });

  it('ignores searches under 2 characters and survives tsquery syntax', async () => {
    expect((await search('?search=a')).count).toBe(7);
    expect((await search('?search=%20%20')).count).toBe(7);
    expect((await search(`?search=${encodeURIComponent("a:* & !b | ('")}`)).count).toBe(0);
    expect((await search(`?search=${encodeURIComponent('&&')}`)).count).toBe(7);
  });

  it('answers 400 for bad paging', async () => {
    for (const q of ['?limit=0', '?limit=501', '?offset=-1', '?limit=abc']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/organisations${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('POST /api/v1/organisation-creation-requests', () => {
  const url = '/api/v1/organisation-creation-requests';
  const body = { name: ' Neue Apotheke ', street: 'Lindenweg 4', zip: '06108', city: 'Halle (Saale)' };

  it('stores the request, makes it the workplace and ends a verified employment', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db(), { isPremium: true, organisationId: org.id, employeeVerified: true });
    const headers = await authHeaders(ctx, user);
    const res = await ctx.app.inject({ method: 'POST', url, headers, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Neue Apotheke',
      street: 'Lindenweg 4',
      zip: '06108',
      city: 'Halle (Saale)',
      status: 'pending',
      createdAt: expect.any(String),
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect(me.json().isPremium).toBe(false);
    expect(me.json().employee).toMatchObject({
      isVerified: false,
      organisation: null,
      creationRequest: { name: 'Neue Apotheke', street: 'Lindenweg 4', zip: '06108', city: 'Halle (Saale)' },
    });
  });

  it('creates the employee row for a user without one', async () => {
    const user = await createUser(db());
    const res = await ctx.app.inject({ method: 'POST', url, headers: await authHeaders(ctx, user), payload: body });
    expect(res.statusCode).toBe(201);
    const [employee] = await db().select().from(employees).where(eq(employees.userId, user.id));
    expect(employee?.creationRequestId).toBe(res.json().id);
  });

  it('allows one pending request per user (409)', async () => {
    const user = await createUser(db());
    const headers = await authHeaders(ctx, user);
    const results = await Promise.all([
      ctx.app.inject({ method: 'POST', url, headers, payload: body }),
      ctx.app.inject({ method: 'POST', url, headers, payload: { ...body, name: 'Andere Apotheke' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .select()
      .from(organisationCreationRequests)
      .where(eq(organisationCreationRequests.userId, user.id));
    expect(rows).toHaveLength(1);
    const [row] = await db().select({ isPremium: users.isPremium }).from(users).where(eq(users.id, user.id));
    expect(row?.isPremium).toBe(false);
  });

  it('answers 400 for a bad postcode or missing fields, 401 without a token', async () => {
    const user = await createUser(db());
    const headers = await authHeaders(ctx, user);
    for (const payload of [
      { ...body, zip: '1234' },
      { ...body, zip: '12345a' },
      { ...body, name: '' },
      { zip: '12345' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const zip = await ctx.app.inject({ method: 'POST', url, headers, payload: { ...body, zip: '123' } });
    expect(JSON.stringify(zip.json())).toContain('fünfstellige Postleitzahl');
    expect((await ctx.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
  });
});
