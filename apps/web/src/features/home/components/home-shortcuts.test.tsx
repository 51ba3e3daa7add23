import { PERMISSIONS, type Permission } from '@apopunkt/domain/constants/permissions';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { HomeShortcuts } from './home-shortcuts';

afterEach(cleanup);

function shortcutsOf(permissions: Permission[], isPremium = true): string[] {
  render(
    <WithProviders>
      <HomeShortcuts user={{ permissions, isPremium }} />
    </WithProviders>,
  );
  const nav = screen.getByRole('navigation', { name: 'Schnellzugriff' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('HomeShortcuts (spec §1, §6; issue 36)', () => {
  it('shows the shop, the benefits and the competitions to a member holding their permissions', () => {
    expect(shortcutsOf([...PERMISSIONS])).toEqual(['/collect', '/coupons', '/benefits', '/competitions']);
  });

  it('shows no shop or benefits tile to a member without their permissions (the routes would refuse them)', () => {
    const without = PERMISSIONS.filter((p) => p !== 'can_view_coupons' && p !== 'can_request_benefits');
    expect(shortcutsOf(without)).toEqual(['/collect', '/competitions']);
  });

  it('shows only collecting points to a member with no permission at all', () => {
    expect(shortcutsOf([], false)).toEqual(['/collect']);
  });
});
