import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { headerScores, passModule, premiumValueOf, seedModule } from './module-player';

/** Modules no other e2e test plays (the e2e database is shared within a run). */
const PREMIUM_MODULE = 'nasenfrei-meerwasser-produktwissen';
const BASIC_USER_MODULE = 'heuschnupfen-verkaufsgespraech';

test('a premium user passes a module and the header premium score rises by its premium value', async ({ page }) => {
  const module = seedModule(PREMIUM_MODULE);
  expect(premiumValueOf(module)).toBeGreaterThan(0);
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  const before = await headerScores(page);

  await passModule(page, PREMIUM_MODULE);
  await expect(page.getByText(`+${premiumValueOf(module)} Prämienpunkte`)).toBeVisible();
  await expect(page.getByText(`+${module.knowledgeValue} Wissenspunkte`)).toBeVisible();
  await expect(page.getByText('Die Prämienpunkte wurden deinem Konto gutgeschrieben.')).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByLabel(/^Prämienpunkte: /)).toHaveAttribute(
    'aria-label',
    new RegExp(`^Prämienpunkte: ${(before.premium + premiumValueOf(module)).toLocaleString('de-DE')} `),
  );
  await expect(header.getByLabel(/^Wissenspunkte: /)).toHaveAttribute(
    'aria-label',
    `Wissenspunkte: ${(before.knowledge + module.knowledgeValue).toLocaleString('de-DE')}`,
  );
  // Explanations are shown for every question after grading.
  await expect(page.getByText('Erklärung:').first()).toBeVisible();
});

test('a non-premium user passes a module and gets knowledge points only', async ({ page }) => {
  const module = seedModule(BASIC_USER_MODULE);
  expect(premiumValueOf(module)).toBeGreaterThan(0);
  await signIn(page, 'neu@demo.apopunkt.de', 'Noah');
  const before = await headerScores(page);

  await passModule(page, BASIC_USER_MODULE);
  await expect(page.getByText('+0 Prämienpunkte')).toBeVisible();
  await expect(page.getByText(/Als Premium-Mitglied hättest du hierfür/)).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByLabel(/^Wissenspunkte: /)).toHaveAttribute(
    'aria-label',
    `Wissenspunkte: ${(before.knowledge + module.knowledgeValue).toLocaleString('de-DE')}`,
  );
  expect((await headerScores(page)).premium).toBe(before.premium);
});
