import { berlinDay } from '@apopunkt/domain/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateAccreditations, moduleAccreditations } from '../../db/schema/platform';
import { certificates } from '../../db/schema/premium';
import { fixedClock } from '../../lib/clock';
import { createUser } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { authHeaders } from '../../test-support/auth-headers';
import { drawnQrCodes, qrMatrixOf } from '../../test-support/pdf-qr';
import { extractPdfText } from '../../test-support/pdf-text';
import { createTestApp, type TestContext } from '../../test-support/test-app';

/** Now, because the module factory makes modules visible since yesterday in real time. */
const clock = fixedClock(new Date());
let ctx: TestContext;
const db = () => ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://apopunkt.example' } });
});
afterAll(() => ctx.close());

async function get(user: { id: number } | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? await authHeaders(ctx, user) : {} });
}

async function play(user: { id: number }, slug: string) {
  const headers = await authHeaders(ctx, user);
  const attempt = await ctx.app.inject({ method: 'POST', url: `/api/v1/modules/${slug}/attempts`, headers });
  expect(attempt.statusCode).toBe(200);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${attempt.json().id}/submission`,
    headers,
    payload: { answers: correctAnswers(quizContent()) },
  });
  expect(res.json().passed).toBe(true);
}

const today = () => berlinDay(clock.now());
const dayOffset = (days: number) => berlinDay(new Date(clock.now().getTime() + days * DAY));

/** A certificate module accredited from `validFrom` to `validUntil` (default: around today). */
async function accreditedModule(input: { longName: string; points: number; validFrom?: string; validUntil?: string }) {
  const module = await createModule(db(), {
    type: 0,
    hasCertificate: true,
    longName: input.longName,
    knowledgeValue: 20,
  });
  await db()
    .insert(moduleAccreditations)
    .values({
      moduleId: module.id,
      chamber: 'Apothekerkammer Westfalen-Lippe',
      eventNumber: `WL-${module.id}`,
      points: input.points,
      category: '7',
      validFrom: input.validFrom ?? dayOffset(-30),
      validUntil: input.validUntil ?? dayOffset(30),
    });
  return module;
}

async function snapshotsOf(userId: number) {
  return db().select().from(certificateAccreditations).where(eq(certificateAccreditations.userId, userId));
}

describe('the certificate of attendance on a pass', () => {
  it('snapshots the accreditation inside its window, and later edits leave it alone', async () => {
    const module = await accreditedModule({ longName: 'Erkältung kompakt', points: 3 });
    const user = await createUser(db());
    await play(user, module.slug);
    const [cert] = await db().select().from(certificates).where(eq(certificates.userId, user.id));
    expect(await snapshotsOf(user.id)).toEqual([
      {
        certificateUuid: cert?.uuid,
        userId: user.id,
        chamber: 'Apothekerkammer Westfalen-Lippe',
        eventNumber: `WL-${module.id}`,
        points: 3,
        category: '7',
        attendedAt: clock.now(),
      },
    ]);
    await db().update(moduleAccreditations).set({ points: 9 }).where(eq(moduleAccreditations.moduleId, module.id));
    await play(user, module.slug);
    expect((await snapshotsOf(user.id)).map((s) => s.points)).toEqual([3]);
  });

  it('issues a plain certificate outside the window (both sides) and without accreditation', async () => {
    const user = await createUser(db());
    const past = await accreditedModule({
      longName: 'Vorbei',
      points: 2,
      validFrom: dayOffset(-60),
      validUntil: dayOffset(-1),
    });
    const future = await accreditedModule({
      longName: 'Bald',
      points: 2,
      validFrom: dayOffset(1),
      validUntil: dayOffset(60),
    });
    const plain = await createModule(db(), { type: 0, hasCertificate: true });
    for (const m of [past, future, plain]) await play(user, m.slug);
    expect(await db().select().from(certificates).where(eq(certificates.userId, user.id))).toHaveLength(3);
    expect(await snapshotsOf(user.id)).toEqual([]);
  });

  it('counts the last day of the window', async () => {
    const user = await createUser(db());
    const module = await accreditedModule({
      longName: 'Letzter Tag',
      points: 1,
      validFrom: today(),
      validUntil: today(),
    });
    await play(user, module.slug);
    expect(await snapshotsOf(user.id)).toHaveLength(1);
  });
});

describe('GET /api/v1/me/training-points', () => {
  it('starts empty, without a PDF link', async () => {
    const res = await get(await createUser(db()), '/api/v1/me/training-points');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      goal: 100,
      points: 0,
      missing: 100,
      percent: 0,
      reached: false,
      expiries: [],
      attendances: [],
      pdfUrl: null,
    });
  });

  it('sums the points of three years, lists the expiries and every certificate of attendance, newest first', async () => {
    const user = await createUser(db());
    const first = await accreditedModule({ longName: 'Sonnenschutz', points: 4 });
    const second = await accreditedModule({ longName: 'Allergien', points: 6 });
    const start = clock.now();
    await play(user, first.slug);
    clock.advance(DAY);
    await play(user, second.slug);
    const res = await get(user, '/api/v1/me/training-points');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ points: 10, missing: 90, percent: 10, reached: false });
    expect(body.pdfUrl).toBe('/api/v1/me/training-points/certificates.pdf');
    expect(body.attendances.map((a: { moduleName: string }) => a.moduleName)).toEqual(['Allergien', 'Sonnenschutz']);
    expect(body.attendances[1]).toMatchObject({
      chamber: 'Apothekerkammer Westfalen-Lippe',
      eventNumber: `WL-${first.id}`,
      points: 4,
      category: '7',
      attendedAt: start.toISOString(),
      counts: true,
    });
    expect(body.expiries).toHaveLength(2);
    expect(body.expiries[0].points).toBe(4);

    // three years later the first certificate no longer counts
    clock.set(new Date(start.getTime() + (3 * 365 + 1) * DAY + 60_000));
    const later = (await get(user, '/api/v1/me/training-points')).json();
    expect(later).toMatchObject({ points: 6, expiries: [{ points: 6 }] });
    expect(later.attendances.map((a: { counts: boolean }) => a.counts)).toEqual([true, false]);
    clock.set(new Date());
  });

  it('answers 401 to guests and 403 without can_view_certificates', async () => {
    const revoked = await createUser(db(), { grants: [{ permission: 'can_view_certificates', granted: false }] });
    for (const url of ['/api/v1/me/training-points', '/api/v1/me/training-points/certificates.pdf']) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(revoked, url)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/me/training-points/certificates.pdf', () => {
  it('puts every certificate of attendance of the member into one PDF, with the accreditation', async () => {
    const user = await createUser(db(), { firstName: 'Paula', lastName: 'Tannenberg' });
    const other = await createUser(db());
    const one = await accreditedModule({ longName: 'Wundversorgung', points: 2 });
    const two = await accreditedModule({ longName: 'Reiseapotheke', points: 5 });
    const plain = await createModule(db(), { type: 0, hasCertificate: true, longName: 'Ohne Punkte' });
    for (const m of [one, two, plain]) await play(user, m.slug);
    await play(other, one.slug);

    const res = await get(user, '/api/v1/me/training-points/certificates.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="teilnahmebescheinigungen.pdf"');
    const text = extractPdfText(res.rawPayload);
    expect(text).toContain('Paula Tannenberg');
    expect(text).toContain('Wundversorgung');
    expect(text).toContain('Reiseapotheke');
    expect(text).not.toContain('Ohne Punkte');
    expect(text).toContain('Teilnahmebescheinigung');
    expect(text).toContain(`Akkreditiert von: Apothekerkammer Westfalen-Lippe · Veranstaltungsnummer: WL-${one.id}`);
    expect(text).toContain('Kategorie: 7 · Fortbildungspunkte: 5');
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    // Each page's QR code leads to the public check of its own certificate.
    const codes = await db()
      .select({ code: certificates.verificationCode })
      .from(certificates)
      .where(eq(certificates.userId, user.id));
    const expected = codes
      .filter((c) => text.includes(`Prüfcode: ${c.code}`))
      .map((c) => qrMatrixOf(`https://apopunkt.example/certificates/verify/${c.code}`));
    expect(expected).toHaveLength(2);
    expect(drawnQrCodes(res.rawPayload)).toEqual(expect.arrayContaining(expected));
    expect(drawnQrCodes(res.rawPayload)).toHaveLength(2);
  });

  it('answers 404 with a German text while there is no certificate of attendance', async () => {
    const user = await createUser(db());
    await play(user, (await createModule(db(), { type: 0, hasCertificate: true })).slug);
    const res = await get(user, '/api/v1/me/training-points/certificates.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Du hast noch keine Teilnahmebescheinigungen mit Fortbildungspunkten.');
  });

  it('shows the accreditation on the single certificate PDF as well', async () => {
    const user = await createUser(db());
    const module = await accreditedModule({ longName: 'Einzeln', points: 3 });
    await play(user, module.slug);
    const [cert] = await db().select().from(certificates).where(eq(certificates.userId, user.id));
    const text = extractPdfText((await get(user, `/api/v1/me/certificates/${cert?.uuid}/pdf`)).rawPayload);
    expect(text).toContain('Teilnahmebescheinigung');
    expect(text).toContain('Kategorie: 7 · Fortbildungspunkte: 3');
  });
});
