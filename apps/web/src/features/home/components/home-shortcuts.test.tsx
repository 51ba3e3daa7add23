import type { User } from '@apopunkt/domain/schemas/users';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { HomeShortcuts } from './home-shortcuts';

const user = (isPremium: boolean) => ({ isPremium, permissions: [], isStaff: false }) as unknown as User;

function renderShortcuts(isPremium: boolean) {
  render(
    <WithProviders>
      <HomeShortcuts user={user(isPremium)} />
    </WithProviders>,
  );
}

afterEach(cleanup);

describe('HomeShortcuts (spec §1: the premium overlay)', () => {
  it('puts the voucher shop and the benefits under an overlay that invites non-premium users to unlock premium', () => {
    renderShortcuts(false);
    for (const title of ['Gutschein-Shop', 'Vorteilswelt']) {
      const invite = screen.getByRole('link', { name: `${title}: Jetzt freischalten` });
      expect(invite.getAttribute('href')).toBe('/become-premium');
      expect(invite.closest('[inert]')).toBeNull();
      expect(screen.getByText(title).closest('[inert]')).not.toBeNull();
    }
    expect(document.querySelector('a[href="/coupons"], a[href="/benefits"]')).toBeNull();
    expect(screen.getAllByText('Premium ist kostenlos')).toHaveLength(2);
    expect(screen.queryByText('Premium', { exact: true })).toBeNull();
    expect(screen.getByRole('link', { name: /^Punkte sammeln/ }).getAttribute('href')).toBe('/collect');
  });

  it('links premium members straight to the voucher shop and the benefits', () => {
    renderShortcuts(true);
    expect(screen.getByRole('link', { name: /^Gutschein-Shop/ }).getAttribute('href')).toBe('/coupons');
    expect(screen.getByRole('link', { name: /^Vorteilswelt/ }).getAttribute('href')).toBe('/benefits');
    expect(screen.queryByText('Premium ist kostenlos')).toBeNull();
  });
});
