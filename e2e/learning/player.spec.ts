import { registerFreshMember } from '../support/members';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { headerScores, passModule, premiumValueOf, seedModule } from './module-player';

/** Each test plays as a member of its own, so parallel tests never move these scores. */
const PREMIUM_MODULE = 'nasenfrei-meerwasser-produktwissen';
const BASIC_USER_MODULE = 'heuschnupfen-verkaufsgespraech';

test('a premium user passes a module and the header premium score rises by its premium value', async ({
  page,
  request,
}) => {
  const module = seedModule(PREMIUM_MODULE);
  expect(premiumValueOf(module)).toBeGreaterThan(0);
  const member = await registerFreshMember(request, { firstName: 'Petra', premium: true });
  await signIn(page, member.email, member.firstName);
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

test('a non-premium user passes a module and gets knowledge points only', async ({ page, request }) => {
  const module = seedModule(BASIC_USER_MODULE);
  expect(premiumValueOf(module)).toBeGreaterThan(0);
  const member = await registerFreshMember(request, { firstName: 'Nora' });
  await signIn(page, member.email, member.firstName);
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
