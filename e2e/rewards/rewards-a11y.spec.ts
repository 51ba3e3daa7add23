import { test } from '@playwright/test';
import { expectPageWithoutViolations } from '../support/a11y';
import { signIn, signInViaForm } from '../support/session';

test('the rewards pages have no WCAG 2 A/AA violations', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  for (const path of ['/coupons', '/benefits', '/certificates', '/collect', '/premium']) {
    await expectPageWithoutViolations(page, path);
  }
});

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
