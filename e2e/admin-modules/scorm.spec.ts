import { expectNoViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { createModuleForPackage, lessonPackage, showModule, uploadPackage } from '../support/scorm-packages';
import { screenshots } from '../support/screenshots';
import { apiToken, signIn, signInViaForm, toast } from '../support/session';
import { type APIRequestContext, type Browser, expect, test } from '../support/test';

test('staff upload a SCORM 1.2 package; a member plays it and the pass is booked with points', async ({
  page: staff,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'admin@demo.apopunkt.de');
  const name = `E2E SCORM Heuschnupfen ${Date.now()}`;
  const module = await createModuleForPackage(request, token, name);

  await signInViaForm(staff, 'admin@demo.apopunkt.de', undefined, `/business/admin/modules/${module.uuid}?tab=scorm`);
  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(staff.getByText('Dieses Modul hat kein SCORM-Paket.')).toBeVisible();
  // The other tabs' panels (media, downloads) may be mounted too and have file inputs of their own.
  await staff
    .getByRole('tabpanel', { name: 'SCORM' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'heuschnupfen.zip', mimeType: 'application/zip', buffer: lessonPackage('1.2') });
  await expect(toast(staff, 'SCORM-Paket hochgeladen')).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'SCORM 1.2' })).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'Heuschnupfen im HV' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'sco/index.html' })).toBeVisible();
  await staff.waitForLoadState('networkidle');
  await expectNoViolations(staff, 'SCORM tab');
  await screenshots(staff, 'scorm-tab');
  if (process.env.E2E_SCREENSHOTS) {
    await staff.getByRole('tab', { name: 'Inhalt' }).click();
    await staff.getByRole('button', { name: 'Seite hinzufügen' }).click();
    await staff.getByRole('menuitem', { name: 'Textseite' }).click();
    await staff.getByRole('textbox', { name: 'Text', exact: true }).click();
    await staff.keyboard.type('Antihistaminika der 2. Generation machen ');
    await staff.keyboard.press('ControlOrMeta+B');
    await staff.keyboard.type('kaum müde');
    await staff.keyboard.press('ControlOrMeta+B');
    await staff.keyboard.press('Enter');
    await staff.keyboard.type('- Cetirizin');
    await staff.keyboard.press('Enter');
    await staff.keyboard.type('Loratadin');
    await screenshots(staff, 'rich-text-editor');
  }

  await showModule(request, token, module.uuid);
  await playAndPass(browser, request, { name, slug: module.slug, screenshotsToo: true });
});

test('a SCORM 2004 package uploaded through the API is played and paid through the same booking', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'admin@demo.apopunkt.de');
  const name = `E2E SCORM 2004 Heuschnupfen ${Date.now()}`;
  const module = await createModuleForPackage(request, token, name);
  await uploadPackage(request, token, module.uuid, lessonPackage('2004'));
  await showModule(request, token, module.uuid);
  await playAndPass(browser, request, { name, slug: module.slug });
});

/**
 * A fresh premium member plays the module's package in the sandboxed frame: the package finds
 * the runtime (the bridge) on its own window, passes with 90 points, and the server books it.
 */
async function playAndPass(
  browser: Browser,
  request: APIRequestContext,
  input: { name: string; slug: string; screenshotsToo?: boolean },
) {
  const context = await browser.newContext();
  const member = await context.newPage();
  const learner = await registerFreshMember(request, { firstName: 'Lea', premium: true });
  await signIn(member, learner.email, learner.firstName);
  await member.goto(`/play/${input.slug}`);
  await expect(member.getByRole('heading', { level: 1, name: input.name })).toBeVisible();
  const sco = member.frameLocator('iframe[title^="Lerninhalt"]');
  await expect(sco.getByText('Verbunden')).toBeVisible({ timeout: 20_000 });
  if (input.screenshotsToo) await screenshots(member, 'scorm-player');
  await sco.getByRole('button', { name: 'Lektion abschließen' }).click();
  await expect(member.getByRole('heading', { name: 'Bestanden!' })).toBeVisible();
  await expect(member.getByText('Dein Ergebnis: 90 %')).toBeVisible();
  await expect(member.getByText('+15 Wissenspunkte')).toBeVisible();
  await expect(member.getByText('+5 Prämienpunkte')).toBeVisible();
  if (input.screenshotsToo) await screenshots(member, 'scorm-result');

  const me = await member.request.get('/api/v1/me', {
    headers: { authorization: `Bearer ${await apiToken(request, learner.email, learner.password)}` },
  });
  expect(await me.json()).toMatchObject({ knowledgeScore: 15, premiumScore: 5 });
  await context.close();
}
