import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectNoViolations } from '../support/a11y';
import { waitForMail } from '../support/mailbox';
import { registerFreshMember } from '../support/members';
import { partScreenshots, screenshots } from '../support/screenshots';
import { signIn, toast } from '../support/session';
import { expect, test } from '../support/test';

/** "Meine Daten" (issue 37 §1): the data page with its download, the e-mail change, the devices. */

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

test('a member reads what is stored about them and downloads it', async ({ page, request }) => {
  const member = await registerFreshMember(request, { firstName: 'Dora' });
  await signIn(page, member.email, member.firstName);

  await page.goto('/account');
  await page.getByRole('link', { name: 'Meine Daten ansehen' }).click();
  await expect(page).toHaveURL(/\/account\/my-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  const profile = page.getByRole('region', { name: /Profil/ });
  await expect(profile.getByText(member.email)).toBeVisible();
  await expect(profile.getByText('Dora', { exact: true })).toBeVisible();
  await expect(profile.getByText('Frau', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Arbeitsplatz/ }).click();
  await expect(page.getByText('Rosen-Apotheke')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'Meine Daten (Arbeitsplatz aufgeklappt)');
  await screenshots(page, 'my-data');
  await partScreenshots(page.getByRole('main'), 'my-data-main');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Alle Daten herunterladen (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    sections: { key: string; rows: Record<string, unknown>[] }[];
  };
  const section = (key: string) => saved.sections.find((s) => s.key === key);
  expect(section('profile')?.rows[0]).toMatchObject({ email: member.email, firstName: 'Dora' });
  expect(section('sessions')?.rows.length).toBeGreaterThanOrEqual(1);
});

test('a member changes the e-mail address with the code mailed to the new one', async ({ page, request }) => {
  const member = await registerFreshMember(request, { firstName: 'Emil' });
  const newEmail = `emil.neu.${randomUUID().slice(0, 12)}@e2e.example.de`;
  await signIn(page, member.email, member.firstName);

  await page.goto('/account#e-mail');
  const section = page.getByRole('region', { name: 'E-Mail-Adresse ändern' });
  await expect(section.getByText(member.email)).toBeVisible();
  const form = section.getByRole('form', { name: 'E-Mail-Adresse ändern' });
  await form.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await form.getByLabel('Aktuelles Passwort').fill('falsches-passwort');
  await form.getByRole('button', { name: 'Code anfordern' }).click();
  await expect(form.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();
  await form.getByLabel('Aktuelles Passwort').fill(member.password);
  await form.getByRole('button', { name: 'Code anfordern' }).click();

  const codeForm = section.getByRole('form', { name: 'Bestätigungscode eingeben' });
  await expect(codeForm.getByText(newEmail)).toBeVisible();
  const code = await waitForMail(newEmail, /lautet:\s+(\d{6})/);
  await partScreenshots(section, 'email-change-code');
  await codeForm.getByLabel('Bestätigungscode').fill(code);
  await codeForm.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(toast(page, `Deine E-Mail-Adresse ist jetzt ${newEmail}.`)).toBeVisible();
  await expect(section.getByText(newEmail)).toBeVisible();

  // The old address hears of it; the new one signs in.
  await waitForMail(member.email, /wurde soeben in (\S+@\S+) ge/);
  const signedIn = await request.post('/api/v1/sessions', { data: { username: newEmail, password: member.password } });
  expect(signedIn.status()).toBe(200);
});

test('a member sees the signed-in devices and signs one out at once', async ({ page, request }) => {
  const member = await registerFreshMember(request, { firstName: 'Gerda' });
  const phone = await request.post('/api/v1/sessions', {
    headers: { 'user-agent': PHONE },
    data: { username: member.email, password: member.password },
  });
  expect(phone.status()).toBe(200);
  const phoneAccess = ((await phone.json()) as { access: string }).access;
  const asPhone = { Authorization: `Bearer ${phoneAccess}` };
  expect((await request.get('/api/v1/me', { headers: asPhone })).status()).toBe(200);

  await signIn(page, member.email, member.firstName);
  await page.goto('/account#geraete');
  const section = page.getByRole('region', { name: 'Angemeldete Geräte' });
  const phoneCard = section.getByRole('article', { name: 'Safari auf iPhone' });
  await expect(phoneCard).toBeVisible();
  await expect(section.getByRole('article').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1);
  // The member's own sign-in (the registration's session ends only when it expires).
  expect(await section.getByRole('article').count()).toBeGreaterThanOrEqual(2);
  await partScreenshots(section, 'devices');

  await phoneCard.getByRole('button', { name: 'Abmelden' }).click();
  await expect(toast(page, 'Safari auf iPhone wurde abgemeldet.')).toBeVisible();
  await expect(phoneCard).toHaveCount(0);
  const refused = await request.get('/api/v1/me', { headers: asPhone });
  expect(refused.status()).toBe(401);
  await expect(section.getByRole('article').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1);
});
