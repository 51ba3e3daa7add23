import { Badge, Group } from '@mantine/core';

interface UserStatusBadgesProps {
  user: {
    isActive: boolean;
    isStaff: boolean;
    isSuperuser: boolean;
    isPremium: boolean;
    isDemo: boolean;
    isEmailConfirmed: boolean;
  };
}

/** The account's flags at a glance (list rows and detail header). */
export function UserStatusBadges({ user }: UserStatusBadgesProps) {
  return (
    <Group gap={4} wrap="wrap">
      {!user.isActive && <Badge color="red">Inaktiv</Badge>}
      {user.isSuperuser ? <Badge color="grape">Superuser</Badge> : user.isStaff && <Badge color="violet">Staff</Badge>}
      {user.isPremium && <Badge color="yellow">Premium</Badge>}
      {user.isDemo && <Badge color="gray">Demo</Badge>}
      {!user.isEmailConfirmed && (
        <Badge color="orange" variant="outline">
          E-Mail offen
        </Badge>
      )}
    </Group>
  );
}
