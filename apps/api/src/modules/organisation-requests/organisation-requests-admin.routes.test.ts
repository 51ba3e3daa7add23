import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { employees, organisationCreationRequests, organisations } from '../../db/schema/organisations';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: { id: number };
const db = () => ctx.database.db;
const base = '/api/v1/admin/organisation-creation-requests';

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://apopunkt.example' } });
  staff = await createUser(db(), { isStaff: true, job: null });
});
afterAll(() => ctx.close());

async function as(user: { id: number } | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? await authHeaders(ctx, user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A user who asked us to add their workplace; answers the user and the request id. */
async function requester(name = 'Neue Apotheke') {
  const user = await createUser(db(), { firstName: 'Rita', email: `rita-${Math.random()}@test.apopunkt.de` });
  const res = await as(user, 'POST', '/api/v1/organisation-creation-requests', {
    name,
    street: 'Lindenweg 4',
    zip: '06108',
    city: 'Halle (Saale)',
  });
  expect(res.statusCode).toBe(201);
  return { user, id: res.json().id as number };
}

async function employeeOf(userId: number) {
  const [row] = await db().select().from(employees).where(eq(employees.userId, userId));
  return row;
}

async function lastMailTo(to: string) {
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
  return mail;
}

describe('GET /api/v1/admin/organisation-creation-requests', () => {
  it('lists pending requests oldest first with the requester, paginated', async () => {
    await db().update(organisationCreationRequests).set({ status: 'rejected' });
    const first = await requester('Erste Apotheke');
    await requester('Zweite Apotheke');
    const res = await as(staff, 'GET', `${base}?limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      next: `${base}?limit=1&offset=1`,
      previous: null,
      results: [
        {
          id: first.id,
          name: 'Erste Apotheke',
          street: 'Lindenweg 4',
          zip: '06108',
          city: 'Halle (Saale)',
          status: 'pending',
          createdAt: expect.any(String),
          decidedAt: null,
          rejectionReason: null,
          organisation: null,
          user: { id: first.user.id, firstName: 'Rita', lastName: 'Mustermann', email: first.user.email, job: 'PTA' },
        },
      ],
    });
  });

  it('answers 400 for an unknown status, 403 for non-staff, 401 for guests', async () => {
    expect((await as(staff, 'GET', `${base}?status=open`)).statusCode).toBe(400);
    const user = await createUser(db());
    expect((await as(user, 'GET', base)).statusCode).toBe(403);
    expect((await as(null, 'GET', base)).statusCode).toBe(401);
  });
});

describe('POST …/{id}/approval', () => {
  it('creates a verified organisation with corrected fields, moves the user there and mails them', async () => {
    const { user, id } = await requester();
    const res = await as(staff, 'POST', `${base}/${id}/approval`, { name: 'Neue Apotheke am Markt', type: 'PHA' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      status: 'approved',
      decidedAt: expect.any(String),
      organisation: {
        name: 'Neue Apotheke am Markt',
        type: 'PHA',
        isVerified: true,
        address: { street: 'Lindenweg 4', zip: '06108', city: 'Halle (Saale)' },
      },
    });
    expect(await employeeOf(user.id)).toMatchObject({
      organisationId: body.organisation.id,
      creationRequestId: null,
      isVerified: false,
    });
    const picker = await as(user, 'GET', '/api/v1/organisations?search=neue%20apotheke%20markt');
    expect(picker.json().results.map((o: { id: number }) => o.id)).toContain(body.organisation.id);
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Deine Arbeitsstätte ist jetzt bei ApoPunkt eingetragen');
    expect(mail?.text).toContain(
      '„Neue Apotheke am Markt“, Lindenweg 4, 06108 Halle (Saale) ist jetzt in unserer Liste.',
    );
    expect(mail?.text).toContain('Verifizierungsbrief');
    const [row] = await db().select().from(organisationCreationRequests).where(eq(organisationCreationRequests.id, id));
    expect(row?.decidedById).toBe(staff.id);
  });

  it('approves as sent without a body, and links an existing organisation instead when given', async () => {
    const plain = await requester('Apotheke ohne Korrektur');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${plain.id}/approval`,
      headers: await authHeaders(ctx, staff),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().organisation.name).toBe('Apotheke ohne Korrektur');

    const existing = await createOrganisation(db(), { name: 'Bestehende Apotheke' });
    const before = await db().select().from(organisations);
    const linked = await requester('Bestehende Apoteke');
    const link = await as(staff, 'POST', `${base}/${linked.id}/approval`, { organisationId: existing.id });
    expect(link.json().organisation).toMatchObject({ id: existing.id, name: 'Bestehende Apotheke' });
    expect(await db().select().from(organisations)).toHaveLength(before.length);
    expect((await employeeOf(linked.user.id))?.organisationId).toBe(existing.id);
  });

  it('does not move a user who picked another workplace meanwhile', async () => {
    const { user, id } = await requester();
    const other = await createOrganisation(db());
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: await authHeaders(ctx, user),
      payload: { currentPlace: other.id },
    });
    expect((await as(staff, 'POST', `${base}/${id}/approval`, {})).statusCode).toBe(200);
    expect((await employeeOf(user.id))?.organisationId).toBe(other.id);
    expect((await lastMailTo(user.email))?.text).toContain('Du kannst sie in deinem Konto als Arbeitsstätte auswählen');
  });

  it('answers 400 for bad fields or fields with organisationId, 404 for unknown ids, 409 when decided', async () => {
    const { id } = await requester();
    for (const payload of [
      { zip: '123' },
      { type: 'XYZ' },
      { organisationId: 1, name: 'X Apotheke' },
      { isVerified: true },
    ]) {
      expect((await as(staff, 'POST', `${base}/${id}/approval`, payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    const unknownOrg = await as(staff, 'POST', `${base}/${id}/approval`, { organisationId: 999_999 });
    expect(unknownOrg.statusCode).toBe(404);
    expect((await as(staff, 'POST', `${base}/999999/approval`, {})).statusCode).toBe(404);
    expect((await as(staff, 'POST', `${base}/${id}/approval`, {})).statusCode).toBe(200);
    const again = await as(staff, 'POST', `${base}/${id}/approval`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Diese Anfrage wurde bereits bearbeitet.');
    expect((await as(await createUser(db()), 'POST', `${base}/${id}/approval`, {})).statusCode).toBe(403);
  });
});

describe('POST …/{id}/rejection', () => {
  it('records the reason, clears the workplace and mails the user', async () => {
    const { user, id } = await requester();
    const res = await as(staff, 'POST', `${base}/${id}/rejection`, { reason: '  Die Adresse gibt es nicht.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Die Adresse gibt es nicht.',
      organisation: null,
    });
    expect(await employeeOf(user.id)).toMatchObject({ organisationId: null, creationRequestId: null });
    const me = await as(user, 'GET', '/api/v1/me');
    expect(me.json().employee).toMatchObject({ organisation: null, creationRequest: null });
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Deine Anfrage für eine neue Arbeitsstätte bei ApoPunkt');
    expect(mail?.text).toContain('Begründung: Die Adresse gibt es nicht.');
    const list = await as(staff, 'GET', `${base}?status=rejected&limit=500`);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('answers 400 without a reason, 409 when decided, 404 for unknown ids, 401 for guests', async () => {
    const { id } = await requester();
    expect((await as(staff, 'POST', `${base}/${id}/rejection`, {})).statusCode).toBe(400);
    const short = await as(staff, 'POST', `${base}/${id}/rejection`, { reason: ' x ' });
    expect(JSON.stringify(short.json())).toContain('Bitte gib einen Grund an.');
    expect((await as(staff, 'POST', `${base}/${id}/approval`, {})).statusCode).toBe(200);
    expect((await as(staff, 'POST', `${base}/${id}/rejection`, { reason: 'Zu spät' })).statusCode).toBe(409);
    expect((await as(staff, 'POST', `${base}/999999/rejection`, { reason: 'Unbekannt' })).statusCode).toBe(404);
    expect((await as(null, 'POST', `${base}/${id}/rejection`, { reason: 'Gast' })).statusCode).toBe(401);
  });
});
