import { waitForMail } from '../support/mailbox';
import { expect, test } from '../support/test';

test('a visitor registers with the mailed code and lands on Home greeted by first name', async ({ page }) => {
  const email = `lena.${Date.now()}@example.de`;
  await page.goto('/sign-up?ref=');
  await expect(page).toHaveTitle(/ApoPunkt/);
  const form = page.getByRole('form', { name: 'Registrieren' });

  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Code senden' }).click();
  const code = await waitForMail(email, /\b(\d{6})\b/);
  await form.getByLabel('Bestätigungscode aus der E-Mail').fill(code);

  await form.getByLabel(/^Passwort( \*)?$/).fill('sonnenblume-2026');
  await form.getByLabel('Passwort wiederholen').fill('sonnenblume-2026');
  await form.getByLabel('Anrede').selectOption('FE');
  await form.getByLabel('Geburtsdatum').fill('1994-03-12');
  await form.getByLabel('Vorname').fill('Lena');
  await form.getByLabel('Nachname').fill('Lindner');
  await form.getByLabel('Beruf').selectOption('PTA');

  // Picked with the keyboard: a click raced the dropdown's positioning on a busy machine.
  const workplace = form.getByLabel('Deine Apotheke');
  await workplace.fill('Rosen');
  // The first option must be the match: the unfiltered list (Adler-Apotheke first) also shows Rosen.
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/Rosen-Apotheke/);
  await workplace.press('ArrowDown');
  await workplace.press('Enter');
  await expect(workplace).toHaveValue('Rosen-Apotheke');

  await form.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await form.getByRole('button', { name: 'Kostenlos registrieren' }).click();

  await expect(page.getByRole('heading', { name: 'Hallo Lena!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong e-mail code is refused with a message on the form', async ({ page }) => {
  const email = `max.${Date.now()}@example.de`;
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Registrieren' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Code senden' }).click();
  await waitForMail(email, /\b(\d{6})\b/);
  await form.getByLabel('Bestätigungscode aus der E-Mail').fill('000000');
  await form.getByLabel(/^Passwort( \*)?$/).fill('sonnenblume-2026');
  await form.getByLabel('Passwort wiederholen').fill('sonnenblume-2026');
  await form.getByLabel('Anrede').selectOption('MA');
  await form.getByLabel('Geburtsdatum').fill('1990-01-01');
  await form.getByLabel('Vorname').fill('Max');
  await form.getByLabel('Nachname').fill('Meyer');
  await form.getByLabel('Beruf').selectOption('PKA');
  await form.getByRole('checkbox', { name: 'Ich bin derzeit nicht in einer Apotheke beschäftigt' }).check();
  await form.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await form.getByRole('button', { name: 'Kostenlos registrieren' }).click();
  await expect(
    page
      .getByText(/Code/)
      .filter({ hasText: /falsch|ungültig|abgelaufen/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up/);
});
