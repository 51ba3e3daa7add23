import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/premium';
import { fixedClock } from '../../lib/clock';
import { createUser } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent, wrongAnswers } from '../../ops/seed/learning-factories';
import { authHeaders } from '../../test-support/auth-headers';
import { drawnQrCodes, qrMatrixOf } from '../../test-support/pdf-qr';
import { extractPdfText } from '../../test-support/pdf-text';
import { createTestApp, type TestContext } from '../../test-support/test-app';

/** Now, because the module factory makes modules visible since yesterday in real time. */
const clock = fixedClock(new Date());
let ctx: TestContext;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://apopunkt.example' } });
});
afterAll(() => ctx.close());

async function get(user: { id: number } | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? await authHeaders(ctx, user) : {} });
}

/** Plays a module through the API; answers the submission result. */
async function play(user: { id: number }, slug: string, pass = true) {
  const headers = await authHeaders(ctx, user);
  const attempt = await ctx.app.inject({ method: 'POST', url: `/api/v1/modules/${slug}/attempts`, headers });
  expect(attempt.statusCode).toBe(200);
  const answers = pass ? correctAnswers(quizContent()) : wrongAnswers(quizContent());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${attempt.json().id}/submission`,
    headers,
    payload: { answers },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const certificateModule = (input: { longName?: string; knowledgeValue?: number } = {}) =>
  createModule(db(), {
    type: 0,
    hasCertificate: true,
    longName: 'Schmerztherapie im Alter',
    knowledgeValue: 25,
    ...input,
  });

async function certificatesOf(userId: number) {
  return db().select().from(certificates).where(eq(certificates.userId, userId));
}

describe('issuing on a passed module', () => {
  it('issues one certificate per user and module, only when passed, with a snapshot', async () => {
    const module = await certificateModule();
    const user = await createUser(db());
    await play(user, module.slug, false);
    expect(await certificatesOf(user.id)).toEqual([]);
    clock.advance(10 * 60 * 1000); // the wait after a failed attempt
    await play(user, module.slug);
    await play(user, module.slug);
    const rows = await certificatesOf(user.id);
    expect(rows).toEqual([
      {
        uuid: expect.any(String),
        userId: user.id,
        moduleId: module.id,
        moduleName: 'Schmerztherapie im Alter',
        knowledgePoints: 25,
        verificationCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{10}$/),
        issuedAt: clock.now(),
      },
    ]);
  });

  it('issues nothing for modules without certificate or users without can_earn_certificates', async () => {
    const plain = await createModule(db(), { type: 0 });
    const module = await certificateModule();
    const user = await createUser(db());
    const revoked = await createUser(db(), { grants: [{ permission: 'can_earn_certificates', granted: false }] });
    const unconfirmed = await createUser(db(), { emailConfirmed: false });
    await play(user, plain.slug);
    await play(revoked, module.slug);
    await play(unconfirmed, module.slug);
    for (const u of [user, revoked, unconfirmed]) expect(await certificatesOf(u.id)).toEqual([]);
  });
});

describe('GET /api/v1/me/certificates', () => {
  it('lists the own certificates newest first, paginated, with links', async () => {
    const user = await createUser(db());
    const older = await certificateModule({ longName: 'Ältere Fortbildung' });
    const newer = await certificateModule({ longName: 'Neuere Fortbildung' });
    await play(user, older.slug);
    clock.advance(60_000);
    await play(user, newer.slug);
    await play(await createUser(db()), newer.slug);
    const res = await get(user, '/api/v1/me/certificates?limit=1');
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(certificates).where(eq(certificates.moduleId, newer.id));
    const own = (await certificatesOf(user.id)).find((c) => c.moduleId === newer.id);
    expect(res.json()).toEqual({
      count: 2,
      next: '/api/v1/me/certificates?limit=1&offset=1',
      previous: null,
      results: [
        {
          uuid: own?.uuid,
          moduleName: 'Neuere Fortbildung',
          module: { slug: newer.slug, name: newer.name },
          knowledgePoints: 25,
          issuedAt: clock.now().toISOString(),
          verificationCode: own?.verificationCode,
          verifyUrl: `https://apopunkt.example/certificates/verify/${own?.verificationCode}`,
          pdfUrl: `/api/v1/me/certificates/${own?.uuid}/pdf`,
        },
      ],
    });
    expect(row).toBeDefined();
  });

  it('answers 403 without can_view_certificates, 401 for guests, 400 for bad paging', async () => {
    const revoked = await createUser(db(), { grants: [{ permission: 'can_view_certificates', granted: false }] });
    const forbidden = await get(revoked, '/api/v1/me/certificates');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toContain('Du kannst diesen Inhalt nicht sehen.');
    expect((await get(null, '/api/v1/me/certificates')).statusCode).toBe(401);
    expect((await get(await createUser(db()), '/api/v1/me/certificates?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/me/certificates/{uuid}/pdf', () => {
  it('answers the owner a PDF with product, name, module, date, points, code and QR code', async () => {
    const module = await certificateModule({ longName: 'Harnwegsinfekte in der Beratung' });
    const user = await createUser(db(), { firstName: 'Paula', lastName: 'Tannenberg' });
    await play(user, module.slug);
    const [cert] = await certificatesOf(user.id);
    const res = await get(user, `/api/v1/me/certificates/${cert?.uuid}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="zertifikat-${module.slug}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`(Zertifikat ${cert?.verificationCode})`);
    // The QR code leads to the public check of this code (drawn as vector squares, no image).
    expect(drawnQrCodes(pdf)).toEqual([
      qrMatrixOf(`https://apopunkt.example/certificates/verify/${cert?.verificationCode}`),
    ]);
    const text = extractPdfText(pdf);
    for (const line of [
      'ApoPunkt',
      'Zertifikat',
      'Paula Tannenberg',
      'Harnwegsinfekte in der Beratung',
      `am ${formatGermanDate(clock.now())} erfolgreich abgeschlossen hat.`,
      'Erworbene Wissenspunkte: 25',
      `Prüfcode: ${cert?.verificationCode}`,
      `https://apopunkt.example/certificates/verify/${cert?.verificationCode}`,
    ]) {
      expect(text).toContain(line);
    }
  });

  it('answers 404 to anyone else and for unknown certificates, 400 for a bad uuid, 401 for guests', async () => {
    const module = await certificateModule();
    const owner = await createUser(db());
    await play(owner, module.slug);
    const [cert] = await certificatesOf(owner.id);
    const other = await createUser(db());
    const foreign = await get(other, `/api/v1/me/certificates/${cert?.uuid}/pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Dieses Zertifikat wurde nicht gefunden.');
    expect((await get(owner, '/api/v1/me/certificates/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
    expect((await get(owner, '/api/v1/me/certificates/keine-uuid/pdf')).statusCode).toBe(400);
    expect((await get(null, `/api/v1/me/certificates/${cert?.uuid}/pdf`)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/certificates/verify/{code}', () => {
  it('confirms a certificate publicly with first name and initial only', async () => {
    const module = await certificateModule({ longName: 'Sonnenschutz für Kinder' });
    const user = await createUser(db(), { firstName: 'Paula', lastName: 'Tannenberg' });
    await play(user, module.slug);
    const [cert] = await certificatesOf(user.id);
    const code = cert?.verificationCode ?? '';
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      holderName: 'Paula T.',
      moduleName: 'Sonnenschutz für Kinder',
      knowledgePoints: 25,
      issuedAt: clock.now().toISOString(),
      verificationCode: code,
    });
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${typed}` })).statusCode).toBe(200);
  });

  it('answers 404 with valid false for unknown codes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/certificates/verify/ZZZZZZZZZZ' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      valid: false,
      error: { code: 'NOT_FOUND', message: 'Zu diesem Prüfcode gibt es kein Zertifikat.' },
    });
    const long = await ctx.app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${'A'.repeat(41)}` });
    expect(long.statusCode).toBe(400);
  });
});
