import { headerScores, passModule, premiumValueOf, seedModule } from '../learning/module-player';
import { expectNoViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

// Each test signs in a fresh member and plays or opens pages: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Screenshots of the changed screens, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shoot(page: import('@playwright/test').Page, name: string) {
  if (!SHOTS) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the weekly challenge: the result counts the bonus it paid, and Home says it was paid (issue 36)', async ({
  page,
  request,
}) => {
  const member = await registerFreshMember(request, { firstName: 'Wiebke', premium: true });
  await signIn(page, member.email, member.firstName);
  const challenges = page.getByRole('region', { name: 'Weekly-Challenges' });
  const href = await challenges.getByRole('link').first().getAttribute('href');
  const slug = (href ?? '').replace('/play/', '');
  const module = seedModule(slug);
  const before = await headerScores(page);

  await passModule(page, slug);
  const paid = premiumValueOf(module) + 25;
  await expect(page.getByText(`+${paid} Prämienpunkte`)).toBeVisible();
  await expect(page.getByText('Bonus für die Weekly-Challenge: 25 Prämienpunkte.')).toBeVisible();
  await expect(page.getByTestId('premium-reason')).toHaveCount(1);
  const header = page.getByRole('banner');
  await expect(header.getByLabel(/^Prämienpunkte: /)).toHaveAttribute(
    'aria-label',
    new RegExp(`^Prämienpunkte: ${(before.premium + paid).toLocaleString('de-DE')} `),
  );
  await expectNoViolations(page);
  await shoot(page, 'result-card');

  await page.goto('/');
  const block = page.getByRole('region', { name: 'Weekly-Challenges' });
  await expect(block.getByText('Du hast die Challenge geschafft und 25 Bonus-Prämienpunkte erhalten.')).toBeVisible();
  await expect(block.getByText(/Schließe das Modul/)).toHaveCount(0);
});

test('unknown and premium-only competitions leave with a toast; the conditions can be read before accepting', async ({
  page,
  request,
}) => {
  const member = await registerFreshMember(request, { firstName: 'Gerda' });
  await signIn(page, member.email, member.firstName);

  await page.goto('/competition/987654');
  await expect(page).toHaveURL(/\/competitions$/);
  await expect(page.getByText('Dieses Gewinnspiel gibt es nicht.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Erneut versuchen/ })).toHaveCount(0);

  await page.goto('/competition/142');
  await expect(page).toHaveURL(/\/become-premium$/);
  await expect(page.getByText(/Für diesen Inhalt benötigst du .+ Premium\./)).toBeVisible();

  await page.goto('/competitions');
  await page.getByRole('link', { name: 'Gewinnspiel Specials meistern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Specials meistern' })).toBeVisible();
  const box = page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/);
  await expect(box).not.toBeChecked();
  await page.getByRole('button', { name: 'Teilnahmebedingungen lesen' }).click();
  await page.getByRole('button', { name: 'Datenschutzhinweise lesen' }).click();
  await expect(page.getByRole('region', { name: 'Teilnahmebedingungen lesen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datenschutzhinweise lesen' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'competition');
});
