import { registerFreshMember } from '../support/members';
import { apiToken, signIn, toast } from '../support/session';
import { expect, test } from '../support/test';
import { pdfText } from './rewards-helpers';

/** A new PKA at a verified pharmacy, without a letter yet, unlocks premium. */
test('become premium: request the letter, staff print it, enter the code', async ({ page, request }) => {
  const member = await registerFreshMember(request, { firstName: 'Pia', job: 'PKA' });
  await signIn(page, member.email, member.firstName);
  await page.goto('/become-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium werden' })).toBeVisible();
  // Job and workplace are complete, so the stepper opens at the letter; step 1 stays reachable.
  await expect(page.getByText('Wir schicken den Brief an Rosen-Apotheke', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByText('Arbeitsplatz: Rosen-Apotheke')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Verifizierungsbrief anfordern' }).click();
  await page.getByRole('button', { name: 'Ich habe den Brief erhalten' }).click();

  const token = await apiToken(request, 'admin@demo.apopunkt.de');
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/admin/verification-letters?status=pending', { headers });
  const letters = (await list.json()) as { results: { id: number; user: { email: string } }[] };
  const letter = letters.results.find((item) => item.user.email === member.email);
  expect(letter).toBeDefined();
  const pdf = await request.post('/api/v1/admin/verification-letters/print', {
    headers,
    data: { ids: [letter?.id] },
  });
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const code = pdfText(await pdf.body()).match(/\b[A-Z2-9]{4}-[A-Z2-9]{4}\b/)?.[0];
  expect(code).toBeDefined();

  await page.getByRole('textbox', { name: 'Code aus dem Brief' }).fill(code?.toLowerCase() ?? '');
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(toast(page, 'Herzlichen Glückwunsch! Du bist ab jetzt')).toContainText('PREMIUM Mitglied!');
  await expect(page.getByText(/Du bist jetzt .* PREMIUM Mitglied!/)).toBeVisible();
  await page.getByRole('link', { name: 'Zu deinem Premium-Bereich' }).click();
  await expect(page.getByText(/Du bist .* PREMIUM Mitglied\./)).toBeVisible();
});
