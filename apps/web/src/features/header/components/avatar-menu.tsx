import { hasPermission, offersPremium } from '@apopunkt/domain/policies';
import { hasTeam } from '@apopunkt/domain/rules/team';
import type { User } from '@apopunkt/domain/schemas/users';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCertificate,
  IconCrown,
  IconLogout,
  IconShare,
  IconTicket,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMenuTypeahead } from '../../../components/ui/use-menu-typeahead';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths } from '../../../config/paths';
import { redeemDialog } from '../../../lib/overlays';
import { useProductName } from '../../../lib/platform-config';

/**
 * The avatar menu of spec §2; premium users get Premium, everyone else who could become premium
 * BecomePremium. Managers and field service see neither offer nor code redemption (issue 36 §9).
 */
export function AvatarMenu({ user }: { user: User }) {
  const typeahead = useMenuTypeahead();
  const product = useProductName();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Menü von ${user.firstName} ${user.lastName}`} style={{ borderRadius: '50%' }}>
          <UserAvatar gender={user.gender} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={typeahead}>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {user.firstName} {user.lastName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        {user.isPremium && (
          <Menu.Item component={Link} to={paths.Premium.href()} leftSection={<IconCrown size={16} />}>
            {product} Premium
          </Menu.Item>
        )}
        {offersPremium(user) && (
          <Menu.Item component={Link} to={paths.BecomePremium.href()} leftSection={<IconCrown size={16} />}>
            Premium werden
          </Menu.Item>
        )}
        {(user.isPremium || offersPremium(user)) && <Menu.Divider />}
        <Menu.Item component={Link} to={paths.Certificates.href()} leftSection={<IconCertificate size={16} />}>
          Deine Zertifikate
        </Menu.Item>
        <Menu.Item component={Link} to={paths.Account.href()} leftSection={<IconUser size={16} />}>
          Dein Konto
        </Menu.Item>
        {hasTeam(user) && (
          <Menu.Item component={Link} to={paths.Team.href()} leftSection={<IconUsersGroup size={16} />}>
            Dein Team
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.Recommendation.href()} leftSection={<IconShare size={16} />}>
          weiterempfehlen
        </Menu.Item>
        {hasPermission(user, 'can_join_campaigns') && (
          <Menu.Item onClick={() => redeemDialog.open()} leftSection={<IconTicket size={16} />}>
            Aktionscode einlösen
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.SignOut.href()} color="red" leftSection={<IconLogout size={16} />}>
          Abmelden
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
