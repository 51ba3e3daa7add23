import { signIn, signInViaForm, toast } from '../support/session';
import { expect, test } from '../support/test';

test('a premium member requests a benefit and staff approve it with a note', async ({ page, browser }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.goto('/benefits');
  const card = page.getByRole('article', { name: 'Team-Frühstück' });
  await card.getByRole('button', { name: 'Anfragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team-Frühstück anfragen' });
  await dialog.getByLabel('Nachricht (optional)').fill('Für 6 Personen am Freitag.');
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(toast(page, 'Deine Anfrage wurde gesendet.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Angefragt' })).toBeDisabled();
  const mine = page.getByRole('region', { name: 'Meine Anfragen' });
  await expect(mine.getByRole('row').filter({ hasText: 'Team-Frühstück' })).toContainText('Offen');

  const staff = await browser.newPage();
  await signInViaForm(staff, 'admin@demo.apopunkt.de', undefined, '/business/admin/benefit-requests');
  const row = staff.getByRole('row').filter({ hasText: 'Für 6 Personen am Freitag.' });
  await row.getByRole('button', { name: 'Genehmigt' }).click();
  const decision = staff.getByRole('dialog', { name: 'Anfrage: Genehmigt' });
  await decision.getByLabel(/^Notiz/).fill('Der Bäcker meldet sich bei dir.');
  await decision.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(staff, 'Die Anfrage wurde als „Genehmigt“ gespeichert.')).toBeVisible();
  // The queue ("Zu bearbeiten", issue 36 §12) keeps an approved request until it is done.
  await expect(row).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(mine.getByRole('row').filter({ hasText: 'Team-Frühstück' })).toContainText(
    'Der Bäcker meldet sich bei dir.',
  );
});
