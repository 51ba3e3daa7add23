import { registerFreshMember, verifyEmploymentByStaff } from '../support/members';
import { screenshots } from '../support/screenshots';
import { signIn, toast } from '../support/session';
import { expect, test } from '../support/test';

const CONGRATULATION = /Herzlichen Glückwunsch! Du bist ab jetzt .+ PREMIUM Mitglied!/;

/** Spec §4: a member Home knew without premium, verified by staff meanwhile, is congratulated on Home. */
test.describe('the premium congratulation on Home', () => {
  test('back on Home in the app: the refresh answers premium', async ({ page, request }) => {
    const member = await registerFreshMember(request, { firstName: 'Greta' });
    await signIn(page, member.email, member.firstName);
    await verifyEmploymentByStaff(request, member.id);
    await page
      .getByRole('navigation', { name: 'Schnellzugriff' })
      .getByRole('link', { name: /Punkte sammeln/ })
      .click();
    await expect(page).toHaveURL(/\/collect$/);
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(toast(page, 'Herzlichen Glückwunsch!')).toContainText(CONGRATULATION);
  });

  test('Home drawn by the server for a member who arrives premium', async ({ page, request }) => {
    const member = await registerFreshMember(request, { firstName: 'Hanna' });
    await signIn(page, member.email, member.firstName);
    await verifyEmploymentByStaff(request, member.id);
    await page.reload();
    await expect(toast(page, 'Herzlichen Glückwunsch!')).toContainText(CONGRATULATION);
    await screenshots(page, 'home-premium-toast');
  });
});
