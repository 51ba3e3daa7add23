import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { answerCorrectly, openQuiz, seedModule } from '../learning/module-player';
import { expectNoViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { apiToken, signInViaForm, toast } from '../support/session';
import { expect, test } from '../support/test';

const SLUG = 'schlafstoerungen-beratung';
const PARTNER = `Traumland Pharma ${Date.now()}`;
const TITLE = 'Datenweitergabe an Traumland Pharma';
const CONSENT =
  'Ich willige ein, dass Traumland Pharma meinen Namen und meine E-Mail-Adresse für Schlafberatungs-Material erhält.';

test('staff share data with consent: create a set, attach it, export the consents; the member withdraws', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const staffToken = await apiToken(page.request, 'admin@demo.apopunkt.de');
  const staffHeaders = { Authorization: `Bearer ${staffToken}` };

  // Staff create the set.
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/third-party-data');
  await expect(page.getByRole('heading', { name: 'Datenweitergabe', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /^Sonnenhof Pharma/ })).toBeVisible();
  await expectNoViolations(page, 'third-party-data overview');
  await page.getByRole('link', { name: 'Datenweitergabe anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Datenweitergabe anlegen', level: 1 })).toBeVisible();
  await expectNoViolations(page, 'third-party-data create');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByText('Bitte gib den Partner an.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Partner', exact: true }).fill(PARTNER);
  await page.getByRole('textbox', { name: 'Titel im Einwilligungsdialog' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Zweck' }).fill('Zusendung von Beratungsmaterial zu Schlafstörungen');
  for (const field of ['Vorname', 'Nachname', 'E-Mail-Adresse'])
    await page.getByRole('checkbox', { name: field }).check();
  await page.getByRole('textbox', { name: 'Einwilligungstext' }).fill(CONSENT);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(toast(page, 'Die Datenweitergabe wurde angelegt.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Datenweitergabe bearbeiten', level: 1 })).toBeVisible();
  const setUrl = page.url();
  await expect(page.getByText('Noch keine Exporte.')).toBeVisible();
  await expectNoViolations(page, 'third-party-data edit');

  // Staff attach it to a module in the module editor.
  const modules = await page.request.get(`/api/v1/admin/modules?search=Schlafst%C3%B6rungen`, {
    headers: staffHeaders,
  });
  const module = ((await modules.json()) as { results: { uuid: string; slug: string }[] }).results.find(
    (m) => m.slug === SLUG,
  );
  expect(module).toBeDefined();
  await page.goto(`/business/admin/modules/${module?.uuid}`);
  const picker = page.getByRole('combobox', { name: 'Datenweitergabe (Einwilligung im Modul)' });
  await expect(picker).toBeEnabled({ timeout: 30_000 });
  await picker.click();
  await page.getByRole('option', { name: `${PARTNER}: ${TITLE}` }).click();
  await expect(toast(page, `Datenweitergabe „${PARTNER}“ zugeordnet.`)).toBeVisible();

  // A fresh member consents in the player.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await registerFreshMember(memberPage.request, { firstName: 'Schlaf' });
  await signInViaForm(memberPage, member.email, member.password, `/play/${SLUG}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: seedModule(SLUG).name })).toBeVisible({
    timeout: 30_000,
  });
  await openQuiz(memberPage);
  await answerCorrectly(memberPage, seedModule(SLUG));
  await memberPage.getByRole('button', { name: 'Antworten absenden' }).click();
  const dialog = memberPage.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByText(CONSENT)).toBeVisible();
  await dialog.getByRole('button', { name: 'Einwilligen und absenden' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Bestanden!' })).toBeVisible();

  // Staff export the consents and see the log row.
  await page.goto(setUrl);
  await expect(page.getByText(/\d+ aktive Einwilligung/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: seedModule(SLUG).name })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const file = await download;
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Vorname;Nachname;E-Mail-Adresse;Einwilligung am;Version Einwilligungstext');
  expect(csv).toContain(`Schlaf;Probe;${member.email};`);
  await expect(toast(page, 'Der Export wurde erstellt.')).toBeVisible();
  const log = page.getByRole('table', { name: 'Export-Protokoll' });
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText('1');

  // The member sees and withdraws the consent on the account page.
  await memberPage.goto('/account#datenweitergabe');
  const section = memberPage.getByRole('region', { name: 'Datenweitergabe' });
  await expect(section.getByText(`${PARTNER}: ${TITLE}`)).toBeVisible({ timeout: 30_000 });
  // Only the new section: the account page's workplace badge has a contrast finding of its own (not this feature).
  const axe = await new AxeBuilder({ page: memberPage })
    .include('#datenweitergabe')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await section.getByRole('button', { name: 'Einwilligung widerrufen' }).click();
  await expect(toast(memberPage, `Deine Einwilligung für ${PARTNER} wurde widerrufen.`)).toBeVisible();
  await expect(section.getByText('Du hast zurzeit keine Einwilligungen erteilt.')).toBeVisible();
  await memberContext.close();

  // Leave the shared demo module as it was for the specs after this one.
  const detach = await page.request.put(`/api/v1/admin/modules/${module?.uuid}/third-party-data`, {
    headers: staffHeaders,
    data: { setUuid: null },
  });
  expect(detach.ok()).toBe(true);
});
