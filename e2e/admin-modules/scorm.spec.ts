import { strToU8, zipSync } from 'fflate';
import { expectNoViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { apiToken, signIn, signInViaForm, toast } from '../support/session';
import { expect, type Page, test } from '../support/test';

/** A SCORM 1.2 package with one SCO: a button reports "passed" with 90 points and finishes. */
function scorm12Package(): Buffer {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="e2e-scorm" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Heuschnupfen im HV</title>
    <item identifier="item" identifierref="sco"><title>Heuschnupfen</title></item></organization></organizations>
  <resources><resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="sco/index.html">
    <file href="sco/index.html"/><file href="sco/sco.js"/></resource></resources>
</manifest>`;
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Heuschnupfen</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; padding: 16px">
<h1>Heuschnupfen im HV</h1><p>Antihistaminika der 2. Generation machen kaum müde.</p>
<p id="status">Verbindung wird aufgebaut …</p>
<button id="finish" type="button">Lektion abschließen</button>
<script src="sco.js"></script></body></html>`;
  const script = `var api = window.parent && window.parent.API;
document.getElementById('status').textContent = api && api.LMSInitialize('') === 'true' ? 'Verbunden' : 'Keine LMS-Verbindung';
document.getElementById('finish').addEventListener('click', function () {
  api.LMSSetValue('cmi.core.score.raw', '90');
  api.LMSSetValue('cmi.core.lesson_status', 'passed');
  api.LMSCommit('');
  api.LMSFinish('');
  document.getElementById('status').textContent = 'Abgeschlossen';
});`;
  return Buffer.from(
    zipSync({
      'imsmanifest.xml': strToU8(manifest),
      'sco/index.html': strToU8(html),
      'sco/sco.js': strToU8(script),
    }),
  );
}

/** With E2E_SCREENSHOTS=<folder>: the page at desktop width and at 390 px, for a person to look at. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('staff upload a SCORM 1.2 package; a member plays it and the pass is booked with points', async ({
  page: staff,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'admin@demo.apopunkt.de');
  const name = `E2E SCORM Heuschnupfen ${Date.now()}`;
  const created = await request.post('/api/v1/admin/modules', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, type: 0, isVisible: true, knowledgeValue: 15, premiumValue: 5, minSeconds: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const module = (await created.json()) as { uuid: string; slug: string };

  await signInViaForm(staff, 'admin@demo.apopunkt.de', undefined, `/business/admin/modules/${module.uuid}?tab=scorm`);
  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(staff.getByText('Dieses Modul hat kein SCORM-Paket.')).toBeVisible();
  // The other tabs' panels (media, downloads) may be mounted too and have file inputs of their own.
  await staff
    .getByRole('tabpanel', { name: 'SCORM' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'heuschnupfen.zip', mimeType: 'application/zip', buffer: scorm12Package() });
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

  const context = await browser.newContext();
  const member = await context.newPage();
  const learner = await registerFreshMember(request, { firstName: 'Lea', premium: true });
  await signIn(member, learner.email, learner.firstName);
  await member.goto(`/play/${module.slug}`);
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  const sco = member.frameLocator('iframe[title^="Lerninhalt"]');
  await expect(sco.getByText('Verbunden')).toBeVisible({ timeout: 20_000 });
  await screenshots(member, 'scorm-player');
  await sco.getByRole('button', { name: 'Lektion abschließen' }).click();
  await expect(member.getByRole('heading', { name: 'Bestanden!' })).toBeVisible();
  await expect(member.getByText('Dein Ergebnis: 90 %')).toBeVisible();
  await expect(member.getByText('+15 Wissenspunkte')).toBeVisible();
  await expect(member.getByText('+5 Prämienpunkte')).toBeVisible();
  await screenshots(member, 'scorm-result');

  const me = await member.request.get('/api/v1/me', {
    headers: { authorization: `Bearer ${await apiToken(request, learner.email, learner.password)}` },
  });
  expect(await me.json()).toMatchObject({ knowledgeScore: 15, premiumScore: 5 });
  await context.close();
});
