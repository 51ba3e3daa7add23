import { PERMISSIONS } from '@apopunkt/domain/constants/permissions';
import { describe, expect, it } from 'vitest';
import { PERSONAL_LINKS, visibleLinks } from './nav-links';

describe('the mobile menu’s personal links (spec §2; issue 36)', () => {
  it('lead a member who may see vouchers to the voucher shop', () => {
    const links = visibleLinks(PERSONAL_LINKS, { permissions: [...PERMISSIONS] });
    expect(links).toContainEqual(expect.objectContaining({ href: '/coupons', label: 'Gutschein-Shop' }));
  });

  it('hold no shop entry for a member without the permission', () => {
    const links = visibleLinks(PERSONAL_LINKS, { permissions: PERMISSIONS.filter((p) => p !== 'can_view_coupons') });
    expect(links.map((link) => link.href)).not.toContain('/coupons');
  });

  it('hold "Dein Team" only for a pharmacy owner with a verified employment (issue 37 §4)', () => {
    const permissions = [...PERMISSIONS];
    const verified = { isVerified: true, lastOrganisationChangeAt: null, organisation: null, creationRequest: null };
    const team = (user: Parameters<typeof visibleLinks>[1]) => visibleLinks(PERSONAL_LINKS, user).map((l) => l.href);
    expect(team({ permissions, job: 'PHO', employee: verified })).toContain('/team');
    expect(team({ permissions, job: 'PHO', employee: { ...verified, isVerified: false } })).not.toContain('/team');
    expect(team({ permissions, job: 'PTA', employee: verified })).not.toContain('/team');
    expect(team({ permissions })).not.toContain('/team');
  });
});
