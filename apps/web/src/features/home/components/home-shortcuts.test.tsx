import {
  CAN_REQUEST_BENEFITS,
  CAN_VIEW_COUPONS,
  PERMISSIONS,
  type Permission,
} from '@apopunkt/domain/constants/permissions';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { HomeShortcuts } from './home-shortcuts';

afterEach(cleanup);

function renderShortcuts(permissions: readonly Permission[], isPremium: boolean) {
  render(
    <WithProviders>
      <HomeShortcuts user={{ permissions: [...permissions], isPremium }} />
    </WithProviders>,
  );
}

function shortcutsOf(permissions: readonly Permission[], isPremium = true): string[] {
  renderShortcuts(permissions, isPremium);
  const nav = screen.getByRole('navigation', { name: 'Schnellzugriff' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('HomeShortcuts (spec §1, §6; issue 36)', () => {
  it('shows the shop, the benefits and the competitions to a member holding their permissions', () => {
    expect(shortcutsOf(PERMISSIONS)).toEqual(['/collect', '/coupons', '/benefits', '/competitions']);
  });

  it('shows no shop or benefits tile to a member without their permissions (the routes would refuse them)', () => {
    const without = PERMISSIONS.filter((p) => p !== CAN_VIEW_COUPONS && p !== CAN_REQUEST_BENEFITS);
    expect(shortcutsOf(without)).toEqual(['/collect', '/competitions']);
  });

  it('shows only collecting points to a member with no permission at all', () => {
    expect(shortcutsOf([], false)).toEqual(['/collect']);
  });
});

describe('HomeShortcuts (spec §1: the premium overlay)', () => {
  const shopping = [CAN_VIEW_COUPONS, CAN_REQUEST_BENEFITS];

  it('puts the voucher shop and the benefits under an overlay that invites non-premium users to unlock premium', () => {
    renderShortcuts(shopping, false);
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
    renderShortcuts(shopping, true);
    expect(screen.getByRole('link', { name: /^Gutschein-Shop/ }).getAttribute('href')).toBe('/coupons');
    expect(screen.getByRole('link', { name: /^Vorteilswelt/ }).getAttribute('href')).toBe('/benefits');
    expect(screen.queryByText('Premium ist kostenlos')).toBeNull();
  });
});
