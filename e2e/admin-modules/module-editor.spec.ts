import { expectPageWithoutViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { signIn, signInViaForm, toast } from '../support/session';
import { expect, type Page, test } from '../support/test';

// A 1×1 PNG: the server checks the first bytes, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const QUESTIONS = [
  { text: 'Welcher LSF ist für Kinder empfohlen?', right: 'LSF 50', wrong: 'LSF 6' },
  { text: 'Wann sollte man nachcremen?', right: 'Nach dem Baden', wrong: 'Nie' },
  { text: 'Wohin gehört Sonnencreme bei Hitze?', right: 'In den Schatten', wrong: 'In die Sonne' },
];

function card(page: Page, heading: string) {
  return page.locator('.mantine-Card-root').filter({ hasText: heading });
}

async function addPage(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Seite hinzufügen' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

test('staff create a module with two pages, an image and three questions; a member passes it', async ({
  page: staff,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `E2E Sonnenschutz ${Date.now()}`;
  await signInViaForm(staff, 'admin@demo.apopunkt.de', undefined, '/business/admin/modules/create');
  await expect(staff.getByRole('heading', { level: 1, name: 'Modul anlegen' })).toBeVisible({ timeout: 30_000 });
  await staff.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await staff.getByRole('textbox', { name: 'Wissenspunkte' }).fill('15');
  // Without pages and quiz a module cannot be shown; the editor says why (issue 36, point 1).
  const visible = staff.getByRole('checkbox', { name: 'Sichtbar', exact: true });
  await expect(visible).toBeDisabled();
  await expect(visible).toHaveAccessibleDescription(/Es fehlt: mindestens eine Inhaltsseite .* und ein Quiz/);
  await staff.getByRole('button', { name: 'Modul anlegen' }).click();

  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Inhalt' })).toHaveAttribute('aria-selected', 'true');

  await addPage(staff, 'Textseite');
  await card(staff, 'Seite 1: Textseite').getByLabel('Titel').fill('Warum Sonnenschutz?');
  // The rich-text editor (tiptap): bold by shortcut, "- " starts a list.
  const firstText = card(staff, 'Seite 1: Textseite').getByRole('textbox', { name: 'Text', exact: true });
  await firstText.click();
  await staff.keyboard.type('Kinderhaut ist ');
  await staff.keyboard.press('ControlOrMeta+B');
  await staff.keyboard.type('empfindlich');
  await staff.keyboard.press('ControlOrMeta+B');
  await staff.keyboard.type('.');
  await staff.keyboard.press('Enter');
  await staff.keyboard.type('- LSF 50');
  await staff.keyboard.press('Enter');
  await staff.keyboard.type('Nachcremen');
  await expect(card(staff, 'Seite 1: Textseite').locator('strong', { hasText: 'empfindlich' })).toBeVisible();
  await addPage(staff, 'Textseite');
  await card(staff, 'Seite 2: Textseite').getByLabel('Titel').fill('Richtig auftragen');
  await card(staff, 'Seite 2: Textseite')
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Großzügig auftragen und nach dem Baden erneuern.');
  await addPage(staff, 'Bildseite');
  const imageCard = card(staff, 'Seite 3: Bildseite');
  await imageCard.getByLabel('Titel').fill('So sieht es aus');
  await imageCard.locator('input[type=file]').setInputFiles({ name: 'sonne.png', mimeType: 'image/png', buffer: PNG });
  await expect(imageCard.getByRole('textbox', { name: 'Bild', exact: true })).toHaveValue(
    /^\/media\/uploads\/.+\.png$/,
  );
  await imageCard.getByLabel('Alternativtext').fill('Sonnencreme auf einer Kinderhand');

  for (const [index, question] of QUESTIONS.entries()) {
    if (index > 0) await staff.getByRole('button', { name: 'Frage hinzufügen' }).click();
    // One field of each per question, in order.
    const field = (name: string) => staff.getByRole('textbox', { name, exact: true }).nth(index);
    await field('Frage').fill(question.text);
    await field('Antwort 1').fill(question.right);
    await field('Antwort 2').fill(question.wrong);
    await field('Erklärung').fill(`${question.right} ist richtig.`);
  }
  await staff.getByRole('button', { name: 'Inhalt speichern' }).click();
  await expect(toast(staff, 'Inhalt gespeichert')).toBeVisible();
  await expect(staff.getByText('Inhaltsversion 2.')).toBeVisible();

  await staff.getByRole('tab', { name: 'Einstellungen' }).click();
  const slug = await staff.getByLabel('Kurzadresse').inputValue();
  expect(slug).toMatch(/^e2e-sonnenschutz-\d+$/);
  await expect(visible).toBeEnabled();
  await visible.check();
  await staff.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(toast(staff, 'Änderungen gespeichert.')).toBeVisible();

  const context = await browser.newContext();
  const member = await context.newPage();
  const learner = await registerFreshMember(request, { firstName: 'Mia' });
  await signIn(member, learner.email, learner.firstName);
  await member.goto(`/play/${slug}`);
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  const toQuiz = member.getByRole('button', { name: 'Weiter zum Quiz' });
  const next = member.getByRole('button', { name: 'Weiter', exact: true });
  await expect(member.locator('strong', { hasText: 'empfindlich' })).toBeVisible();
  await expect(member.getByRole('listitem').filter({ hasText: 'Nachcremen' })).toBeVisible();
  while (await next.isVisible()) await next.click();
  await expect(member.getByRole('img', { name: 'Sonnencreme auf einer Kinderhand' })).toBeVisible();
  await toQuiz.click();
  for (const [index, question] of QUESTIONS.entries()) {
    const group = member.getByRole('radiogroup', { name: new RegExp(`^Frage ${index + 1} von 3`) });
    await group.getByLabel(question.right, { exact: true }).check();
  }
  await member.getByRole('button', { name: 'Antworten absenden' }).click();
  await expect(member.getByRole('heading', { name: 'Bestanden!' })).toBeVisible();
  await expect(member.getByText('3 von 3 Fragen richtig')).toBeVisible();
  await context.close();
});

// The editor's first tab and the other staff pages are scanned by e2e/a11y/every-page.staff.spec.ts.
test('the module editor’s other tabs have no WCAG 2 A/AA violations', async ({ page }) => {
  test.setTimeout(180_000);
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/modules');
  await expect(page.getByRole('heading', { level: 1, name: 'Module' })).toBeVisible({ timeout: 30_000 });
  const firstModule = page.getByRole('table').getByRole('link').first();
  const editPath = await firstModule.getAttribute('href');
  const paths = [
    `${editPath}?tab=content`,
    `${editPath}?tab=scorm`,
    `${editPath}?tab=preview`,
    `${editPath}?tab=budget`,
  ];
  for (const path of paths) await expectPageWithoutViolations(page, path);
});
