import { waitForMail } from '../support/mailbox';
import { toast } from '../support/session';
import { expect, test } from '../support/test';

test('the footer contact form validates and sends a message to support', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByLabel('Name').fill('Petra Probst');
  await form.getByLabel('E-Mail').fill('petra@apotheke');
  await form.getByLabel('Nachricht').fill('Wie sammle ich Prämienpunkte?');
  await form.getByRole('button').last().click();
  await expect(form.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();

  await form.getByLabel('E-Mail').fill('petra@apotheke.de');
  await form.getByRole('button').last().click();
  await expect(toast(page, 'Deine Nachricht wurde erfolgreich versendet!')).toBeVisible();
  const text = await waitForMail('support@apopunkt.de', /Wie sammle ich Prämienpunkte\?|Wie sammle ich Pr/);
  expect(text).toBeTruthy();
});

test('the contact form reports a server failure', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/api/v1/contact', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByLabel('Name').fill('Petra Probst');
  await form.getByLabel('E-Mail').fill('petra@apotheke.de');
  await form.getByLabel('Nachricht').fill('Hallo');
  await form.getByRole('button').last().click();
  await expect(toast(page, 'Es ist ein Fehler aufgetreten! Bitte versuche es erneut.')).toBeVisible();
});
