import { registerFreshMember } from '../support/members';
import { screenshots } from '../support/screenshots';
import { signIn, toast } from '../support/session';
import { expect, test } from '../support/test';

/** Spec §5, §8: a signed-in member subscribes with one click, hears so in a toast, and the block goes. */
test('a signed-in member subscribes to the newsletter and gets the toast', async ({ page, request }) => {
  const member = await registerFreshMember(request, { firstName: 'Nele' });
  await signIn(page, member.email, member.firstName);
  const block = page.getByRole('region', { name: 'Newsletter abonnieren' });
  await expect(block.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(member.email);
  await block.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(toast(page, 'Du hast den Newsletter erfolgreich abonniert!')).toBeVisible();
  await expect(block).toHaveCount(0);
  await screenshots(page, 'newsletter-member-toast');
});
