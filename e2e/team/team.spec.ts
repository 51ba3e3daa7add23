import { expectNoViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { partScreenshots, screenshots } from '../support/screenshots';
import { signIn, toast } from '../support/session';
import { expect, type Page, test } from '../support/test';

/** Consent before anyone sees me and the owner's team (issue 37 §3, §4). */

const MODULE = 'Erkältung kompakt';

async function signOut(page: Page) {
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in/, { timeout: 20_000 });
}

test('a member lets the team see her; the owner sees her on /team on a phone and recommends a module; members see "Empfohlen von"', async ({
  page,
  request,
}) => {
  // Four registrations, three sign-ins and axe scans: over a minute on a busy host.
  test.setTimeout(240_000);
  const owner = await registerFreshMember(request, { firstName: 'Olga', job: 'PHO', premium: true });
  const member = await registerFreshMember(request, { firstName: 'Mira', premium: true });
  const undecided = await registerFreshMember(request, { firstName: 'Uwe', premium: true });

  // The member consents on the account page (and could withdraw it with the same switch).
  await signIn(page, member.email, member.firstName);
  await page.goto('/account#sichtbarkeit');
  const section = page.getByRole('region', { name: 'Sichtbarkeit im Team' });
  await expect(section.getByText(/noch nicht entschieden/)).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/Meine Antworten in den Modulen sieht niemand/)).toBeVisible();
  const toggle = section.getByRole('switch', { name: 'Für mein Apothekenteam sichtbar sein' });
  await toggle.click();
  await expect(toast(page, 'Danke!')).toBeVisible();
  await expect(section.getByTestId('team-visibility-state')).toContainText('Eingewilligt am');
  await expect(toggle).toBeChecked();
  await expectNoViolations(page, 'Konto: Sichtbarkeit im Team');
  await partScreenshots(section, 'team-consent');
  await signOut(page);

  // The owner, on a 390 px phone: Mira by name, Uwe (undecided) only as a count.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner.email, owner.firstName);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Team' })).toBeVisible({ timeout: 30_000 });
  const mira = page.getByRole('article', { name: 'Mira Probe' }).first();
  await expect(mira).toBeVisible();
  await expect(mira.getByText(/von 100 Fortbildungspunkten/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Uwe Probe' })).toHaveCount(0);
  await expect(page.getByTestId('team-without-consent')).toContainText('nicht eingewilligt');

  await page.getByRole('combobox', { name: 'Modul' }).fill(MODULE);
  await page.getByRole('option', { name: MODULE }).click();
  await page.getByLabel('Nachricht an dein Team (optional)').fill('Bitte bis Freitag anschauen.');
  await page.getByRole('button', { name: 'Empfehlen' }).click();
  await expect(toast(page, `Du hast „${MODULE}“ deinem Team empfohlen.`)).toBeVisible();
  const recommendation = page.getByRole('article', { name: MODULE });
  await expect(recommendation.getByText('„Bitte bis Freitag anschauen.“')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
  await expectNoViolations(page, '/team (Telefon)');
  await screenshots(page, 'team');
  await signOut(page);

  // Uwe, who has not decided yet, is asked once on Home, beside the recommendation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, undecided.email, undecided.firstName);
  const invitation = page.getByRole('region', { name: 'Empfehlungen deiner Apotheke' });
  await expect(invitation.getByText(`Empfohlen von ${owner.firstName} Probe`).first()).toBeVisible();
  await expect(invitation.getByRole('link', { name: MODULE })).toBeVisible();
  const question = invitation.getByRole('group', { name: `Darf ${owner.firstName} Probe sehen, wie weit du bist?` });
  await expect(question).toBeVisible();
  await expectNoViolations(page, 'Home mit Empfehlung und Frage');
  await partScreenshots(invitation, 'team-invitation');
  await question.getByRole('button', { name: 'Nein, lieber nicht' }).click();
  await expect(question).toBeHidden();
  await expect(invitation.getByRole('link', { name: MODULE })).toBeVisible();
  await signOut(page);

  // Mira sees the recommendation on Home and on the module's tile.
  await signIn(page, member.email, member.firstName);
  await expect(
    page
      .getByRole('region', { name: 'Empfehlungen deiner Apotheke' })
      .getByText(`Empfohlen von ${owner.firstName} Probe`)
      .first(),
  ).toBeVisible();
  await page.goto('/medicine?sortierung=name');
  const tile = page.getByTestId('module-tile').filter({ hasText: MODULE });
  for (let i = 0; i < 5 && (await tile.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(tile.getByText(`Empfohlen von ${owner.firstName} Probe`)).toBeVisible();
});

test('a member without a team role gets no team: /team says so, the server refuses', async ({ page, request }) => {
  const member = await registerFreshMember(request, { firstName: 'Pia', premium: true });
  await signIn(page, member.email, member.firstName);
  await page.goto('/team');
  await expect(page.getByText(/Das Team sehen nur Apothekeninhaber/)).toBeVisible({ timeout: 30_000 });
});
