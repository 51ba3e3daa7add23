import { readFile } from 'node:fs/promises';
import { DEMO_ACCREDITATIONS } from '../../apps/api/src/ops/seed/training-points';
import { extractPdfText } from '../../apps/api/src/test-support/pdf-text';
import { expectNoViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { apiToken, signIn } from '../support/session';
import { type APIRequestContext, expect, test } from '../support/test';
import { seedModule } from './module-player';

/** A certificate module the demo seed accredits (so its pass issues a certificate of attendance). */
const ACCREDITED = DEMO_ACCREDITATIONS[0];

/**
 * Passes the accredited module through the API with the seed content's right answers (the player
 * itself is covered by player.spec.ts); the server issues the certificate of attendance.
 */
async function passViaApi(request: APIRequestContext, email: string, slug: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const attempt = await request.post(`/api/v1/modules/${slug}/attempts`, { headers });
  expect(attempt.ok(), await attempt.text()).toBeTruthy();
  const { id } = (await attempt.json()) as { id: string };
  const module = seedModule(slug);
  const answers = module.content.questions.map((q) => ({
    questionId: q.id,
    optionIds: q.options.filter((o) => o.correct).map((o) => o.id),
  }));
  const submission = await request.post(`/api/v1/attempts/${id}/submission`, {
    headers,
    data: { answers, thirdPartyConsent: true },
  });
  expect(submission.ok(), await submission.text()).toBeTruthy();
  expect(((await submission.json()) as { passed: boolean }).passed).toBe(true);
}

test('a member downloads the certificates of attendance', async ({ page, request }) => {
  const member = await registerFreshMember(request, { firstName: 'Tamara', premium: true });
  await signIn(page, member.email, member.firstName);

  await page.goto('/account/training-points');
  await expect(page.getByRole('heading', { level: 1, name: 'Fortbildungskonto' })).toBeVisible();
  await expect(page.getByText('Noch 100 Punkte bis zum Ziel')).toBeVisible();
  await expect(page.getByText('Noch keine Teilnahmebescheinigungen.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle als PDF herunterladen' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'Fortbildungskonto (leer)');

  await passViaApi(request, member.email, ACCREDITED.slug);

  await page.goto('/account');
  await page.getByRole('link', { name: 'Zum Fortbildungskonto' }).click();
  await expect(page).toHaveURL(/\/account\/training-points$/);
  await expect(page.getByText(`Noch ${100 - ACCREDITED.points} Punkte bis zum Ziel`)).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: `Fortbildungspunkte: ${ACCREDITED.points} von 100` }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: ACCREDITED.eventNumber });
  await expect(row).toContainText(ACCREDITED.chamber);
  await expect(page.getByText(`${ACCREDITED.points} Punkte zählen bis zum`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'Fortbildungskonto');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Alle als PDF herunterladen' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('teilnahmebescheinigungen.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = extractPdfText(bytes);
  expect(text).toContain('Teilnahmebescheinigung');
  expect(text).toContain(`${member.firstName} Probe`);
  expect(text).toContain(`Veranstaltungsnummer: ${ACCREDITED.eventNumber}`);
  expect(text).toContain(`Fortbildungspunkte: ${ACCREDITED.points}`);
});

test('staff see the accreditation in the module editor without axe violations', async ({ page, request }) => {
  const token = await apiToken(request, 'admin@demo.apopunkt.de');
  const list = await request.get('/api/v1/admin/modules?search=Blasenentz%C3%BCndung', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const found = ((await list.json()) as { results: { uuid: string; slug: string }[] }).results.find(
    (m) => m.slug === ACCREDITED.slug,
  );
  expect(found).toBeDefined();
  await signIn(page, 'admin@demo.apopunkt.de', 'Anton');
  await page.goto(`/business/admin/modules/${found?.uuid}`);
  const section = page.getByRole('region', { name: 'Fortbildungspunkte (Akkreditierung)' });
  await expect(section.getByLabel('Veranstaltungsnummer')).toHaveValue(ACCREDITED.eventNumber);
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'Moduleditor mit Akkreditierung');
});
