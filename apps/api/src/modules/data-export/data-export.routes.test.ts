import { DATA_EXPORT_SECTION_KEYS, DATA_EXPORT_SECTIONS } from '@apopunkt/domain/constants/data-export';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact';
import { users } from '../../db/schema/users';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const OTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A member with rows in several areas, each marked with `mark` so another's export can look for it. */
async function memberWithData(mark: string): Promise<TestViewer & { email: string }> {
  const db = ctx.database.db;
  const email = `${mark}@test.apopunkt.de`;
  const viewer = await createViewer(ctx, {
    email,
    lastName: `Nachname-${mark}`,
    job: 'PTA',
    isPremium: true,
    employeeVerified: true,
    otpSecret: OTP_SECRET,
    grants: [{ permission: 'can_view_certificates', granted: true }],
  });
  const module = await createModule(db, { name: `Modul-${mark}` });
  await playThrough(ctx, viewer.user, module.slug, correctAnswers(quizContent()));
  const rated = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/modules/${module.slug}/rating`,
    headers: viewer.headers,
    payload: { stars: 4, comment: `Kommentar-${mark}` },
  });
  expect(rated.statusCode).toBe(200);
  await db.insert(contactMessages).values({
    userId: viewer.user.id,
    name: `Absender-${mark}`,
    email,
    message: `Nachricht-${mark}`,
  });
  return { ...viewer, email };
}

function exportOf(viewer: TestViewer) {
  return ctx.app.inject({ method: 'GET', url: '/api/v1/me/data-export', headers: viewer.headers });
}

type Section = { key: string; title: string; rows: Record<string, unknown>[] };

describe('GET /api/v1/me/data-export', () => {
  it('answers every section of the caller, as a download, with only the caller’s rows and no secrets', async () => {
    const anna = await memberWithData('anna-export');
    const bert = await memberWithData('bert-export');

    const res = await exportOf(anna);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { exportedAt: string; sections: Section[] };
    expect(body.sections.map((s) => s.key)).toEqual(DATA_EXPORT_SECTION_KEYS);
    const section = (key: string) => body.sections.find((s) => s.key === key) as Section;
    for (const s of body.sections) {
      const key = s.key as keyof typeof DATA_EXPORT_SECTIONS;
      expect(s.title).toBe(DATA_EXPORT_SECTIONS[key].title);
      for (const row of s.rows) expect(Object.keys(row)).toEqual(Object.keys(DATA_EXPORT_SECTIONS[key].columns));
    }

    expect(section('profile').rows).toEqual([
      expect.objectContaining({
        email: anna.email,
        lastName: 'Nachname-anna-export',
        salutation: 'Frau',
        job: 'PTA',
        twoFactor: true,
        premium: true,
      }),
    ]);
    expect(section('employment').rows).toEqual([expect.objectContaining({ verified: true, unemployed: false })]);
    expect(section('permissions').rows).toEqual([{ permission: 'can_view_certificates', granted: true }]);
    expect(section('attempts').rows).toEqual([
      expect.objectContaining({ module: 'Modul-anna-export', passed: true, result: '2 von 2 richtig' }),
    ]);
    expect(section('attempts').rows[0]?.answers).toContain('q1b');
    expect(section('completions').rows).toEqual([expect.objectContaining({ module: 'Modul-anna-export', passes: 1 })]);
    expect(section('ratings').rows).toEqual([
      expect.objectContaining({ module: 'Modul-anna-export', stars: 4, comment: 'Kommentar-anna-export' }),
    ]);
    expect(section('contactMessages').rows).toEqual([
      expect.objectContaining({ name: 'Absender-anna-export', message: 'Nachricht-anna-export' }),
    ]);
    expect(section('sessions').rows.length).toBeGreaterThanOrEqual(1);

    // Nothing of the other member, nothing secret.
    const text = res.body;
    expect(text).not.toContain('bert-export');
    expect(text).not.toContain(bert.email);
    expect(text).not.toContain(OTP_SECRET);
    expect(text).not.toContain('$argon2');
    const [row] = await ctx.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, anna.user.id));
    expect(row?.hash).toBeTruthy();
    expect(text).not.toContain(row?.hash);

    // And the other way round.
    const other = await exportOf(bert);
    expect(other.body).toContain('Kommentar-bert-export');
    expect(other.body).not.toContain('anna-export');
  });

  it('is only for a signed-in member', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/data-export' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
