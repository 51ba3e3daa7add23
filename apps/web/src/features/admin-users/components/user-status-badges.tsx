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

/**
 * The account's flags at a glance (list rows and detail header), in the light variant, whose text
 * the theme keeps at 4.5:1 or more (app/theme.ts); the filled red, grape and grey badges and the
 * orange outline were 2.6 to 4.0:1.
 */
export function UserStatusBadges({ user }: UserStatusBadgesProps) {
  return (
    <Group gap={4} wrap="wrap">
      {!user.isActive && <StatusBadge color="red">Inaktiv</StatusBadge>}
      {user.isSuperuser ? (
        <StatusBadge color="grape">Superuser</StatusBadge>
      ) : (
        user.isStaff && <StatusBadge color="violet">Staff</StatusBadge>
      )}
      {user.isPremium && <StatusBadge color="yellow">Premium</StatusBadge>}
      {user.isDemo && <StatusBadge color="gray">Demo</StatusBadge>}
      {!user.isEmailConfirmed && <StatusBadge color="orange">E-Mail offen</StatusBadge>}
    </Group>
  );
}

function StatusBadge({ color, children }: { color: string; children: string }) {
  return (
    <Badge color={color} variant="light">
      {children}
    </Badge>
  );
}
