import { screenshots } from '../support/screenshots';
import { apiToken, signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

test('staff read German labels: module list, an empty module that cannot be shown, the audit log, training views', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'admin@demo.apopunkt.de');
  const name = `E2E Leeres Modul ${Date.now()}`;
  const created = await request.post('/api/v1/admin/modules', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, type: 3 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const module = (await created.json()) as { uuid: string };
  // Making the empty module visible is refused with the reason (issue 36, point 1).
  const shown = await request.patch(`/api/v1/admin/modules/${module.uuid}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { isVisible: true, legalInfo: 'Pflichtangaben' },
  });
  expect(shown.status()).toBe(409);
  expect(((await shown.json()) as { error: { message: string } }).error.message).toMatch(/Es fehlt: /);
  const renamed = await request.patch(`/api/v1/admin/modules/${module.uuid}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { legalInfo: 'Pflichtangaben', knowledgeValue: 12 },
  });
  expect(renamed.status()).toBe(200);

  await signInViaForm(
    page,
    'admin@demo.apopunkt.de',
    undefined,
    `/business/admin/modules?search=${encodeURIComponent(name)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Module' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').first()).toHaveText('VMVerkaufsmodul');
  await page.goto('/business/admin/modules?type=10');
  await expect(page.getByText('ohne Budget').first()).toBeVisible();
  await screenshots(page, 'module-list');

  await page.goto(`/business/admin/modules/${module.uuid}`);
  const visible = page.getByRole('checkbox', { name: 'Sichtbar', exact: true });
  await expect(visible).toBeDisabled();
  await expect(
    page.getByText(/Es fehlt: mindestens eine Inhaltsseite oder ein externer Inhalt und ein Quiz/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Externer Inhalt' })).toBeVisible();
  await screenshots(page, 'module-editor');

  await page.goto(`/business/admin/audit-log`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit-Log' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: 'Modul geändert' }).first();
  await expect(entry.getByRole('listitem').filter({ hasText: 'Wissenspunkte: 0 → 12' })).toBeVisible();
  await expect(entry).not.toContainText('{');
  await screenshots(page, 'audit-log');

  await page.goto('/business/training-modules');
  await expect(page.getByText('Wähle oben, wessen Ansicht du sehen möchtest.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Ansicht von' }).click();
  await page.getByRole('option', { name: /^Außendorf, Armin/ }).click();
  await expect(page.getByRole('heading', { name: 'Abschlüsse je Modul', exact: true })).toBeVisible();
  await expect(page.getByText(/Support/)).toHaveCount(0);
  await screenshots(page, 'training-modules');
});
