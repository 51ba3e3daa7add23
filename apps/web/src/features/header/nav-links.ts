import type { Permission } from '@apopunkt/domain/constants/permissions';
import { CAN_VIEW_CERTIFICATES, CAN_VIEW_COMPETITIONS, CAN_VIEW_COUPONS } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import { hasTeam } from '@apopunkt/domain/rules/team';
import type { User } from '@apopunkt/domain/schemas/users';
import { paths } from '../../config/paths';

export interface NavLinkEntry {
  label: string;
  href: string;
  permission?: Permission;
  /** Only for pharmacy owners with a verified employment (rules/team). */
  teamOwner?: true;
}

const entry = (href: string, label: string, permission?: Permission): NavLinkEntry => ({ href, label, permission });

/** The module categories (spec §2 list pages). */
export const SECTION_LINKS: readonly NavLinkEntry[] = [
  entry(paths.Special.href(), 'SPECIALS'),
  entry(paths.BrandNews.href(), 'Brand News'),
  entry(paths.ToGo.href(), 'To Go'),
  entry(paths.Product.href(), 'Produktmodule'),
  entry(paths.Sales.href(), 'Verkaufsmodule'),
  entry(paths.Medicine.href(), 'Medizinmodule'),
];

/**
 * Rewards and personal pages of the mobile menu (spec §2, gated as in §6). The voucher shop is here
 * because phones show no score badge (its way in on wider screens, header.tsx); a member without
 * premium is led to become premium by the shop's route, as from the badge (issue 36).
 */
export const PERSONAL_LINKS: readonly NavLinkEntry[] = [
  entry(paths.Premium.href(), 'Premium'),
  entry(paths.Collect.href(), 'Punkte sammeln'),
  entry(paths.Coupons.href(), 'Gutschein-Shop', CAN_VIEW_COUPONS),
  entry(paths.Competitions.href(), 'Gewinnspiele', CAN_VIEW_COMPETITIONS),
  entry(paths.Certificates.href(), 'Zertifikate', CAN_VIEW_CERTIFICATES),
  entry(paths.Account.href(), 'Dein Konto', CAN_VIEW_CERTIFICATES),
  { href: paths.Team.href(), label: 'Dein Team', teamOwner: true },
  entry(paths.Recommendation.href(), 'Weiterempfehlen', CAN_VIEW_CERTIFICATES),
];

export function visibleLinks(
  links: readonly NavLinkEntry[],
  user: Pick<User, 'permissions'> & Partial<Pick<User, 'job' | 'employee'>>,
): NavLinkEntry[] {
  return links.filter(
    (link) =>
      (!link.permission || hasPermission(user, link.permission)) &&
      (!link.teamOwner || hasTeam({ job: user.job ?? null, employee: user.employee ?? null })),
  );
}
