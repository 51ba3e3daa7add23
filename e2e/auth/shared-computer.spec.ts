import { registerFreshMember } from '../support/members';
import { signIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/**
 * A pharmacy's computer is shared: one member signs out, the next signs in in the same tab (the app
 * is not loaded again) and must never see what the app had loaded for the first.
 */

async function openMyDataInTheApp(page: Page, firstName: string) {
  await page.getByRole('button', { name: new RegExp(`^Menü von ${firstName}`) }).click();
  await page.getByRole('menuitem', { name: 'Dein Konto' }).click();
  await page.getByRole('link', { name: 'Meine Daten ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible({ timeout: 20_000 });
}

test('the next member on the same computer sees none of the last member’s data', async ({ page, request }) => {
  const first = await registerFreshMember(request, { firstName: 'Frieda' });
  const next = await registerFreshMember(request, { firstName: 'Nele' });
  await signIn(page, first.email, first.firstName);
  await openMyDataInTheApp(page, first.firstName);
  await expect(page.getByRole('region', { name: /Profil/ }).getByText(first.email)).toBeVisible();

  await page.getByRole('button', { name: /^Menü von Frieda/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // The same tab, no new load of the app: the sign-in form the app drew after the sign-out.
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel('E-Mail-Adresse').fill(next.email);
  await form.getByLabel(/^Passwort/).fill(next.password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo Nele!' })).toBeVisible({ timeout: 20_000 });

  // Every change of the page is checked, so also a moment's sight of cached data counts.
  await page.evaluate((email) => {
    const flags = window as unknown as { firstMemberSeen: boolean };
    flags.firstMemberSeen = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(email)) flags.firstMemberSeen = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, first.email);
  await openMyDataInTheApp(page, next.firstName);
  await expect(page.getByRole('region', { name: /Profil/ }).getByText(next.email)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(first.email);
  expect(await page.evaluate(() => (window as unknown as { firstMemberSeen: boolean }).firstMemberSeen)).toBe(false);
});
