import { expectPageWithoutViolations } from '../support/a11y';
import { signIn, signInViaForm } from '../support/session';
import { test } from '../support/test';

// One test per page: an axe scan of a full page takes seconds on a busy 2-core machine.
for (const path of ['/coupons', '/benefits', '/certificates', '/collect', '/premium']) {
  test(`the rewards page ${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
    await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
    await expectPageWithoutViolations(page, path);
  });
}

test('the public certificate check has no WCAG 2 A/AA violations', async ({ page }) => {
  await expectPageWithoutViolations(page, '/certificates/verify/FALSCH12345');
});

test('the staff rewards pages have no WCAG 2 A/AA violations', async ({ page: staff }) => {
  await signInViaForm(staff, 'admin@demo.apopunkt.de', undefined, '/business/admin/coupon-dashboard');
  for (const path of [
    '/business/admin/coupon-dashboard',
    '/business/admin/benefit-requests',
    '/business/admin/verification-letters',
    '/business/admin/organisation-creation-requests',
  ]) {
    await expectPageWithoutViolations(staff, path);
  }
});
