import { CAN_VIEW_COUPONS } from '@apopunkt/domain/constants/permissions';
import { hasPermission, offersPremium } from '@apopunkt/domain/policies';
import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { useProductName } from '../../../lib/platform-config';
import { AvatarMenu } from './avatar-menu';
import { BackButton } from './back-button';
import { BusinessMenu } from './business-menu';
import { GuestActions } from './guest-actions';
import { HelpMenu } from './help-menu';
import { MobileNav } from './mobile-nav';
import { ScoreBadges } from './score-badges';
import { SearchTrigger } from './search-trigger';

export interface HeaderProps {
  /** Show the back button (Competition and Play pages). */
  back?: boolean;
  /** Replaces the portal hamburger, e.g. the business layout's sidebar toggle. */
  navToggle?: ReactNode;
  /** Full-width content (business layout) instead of the centred container. */
  fluid?: boolean;
}

/** The header of spec §2: logo, search, scores, business, help and avatar menus, or guest actions. */
export function Header({ back = false, navToggle, fluid = false }: HeaderProps) {
  const user = useCurrentUser();
  const product = useProductName();
  return (
    <Container fluid={fluid} h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" flex={1} miw={0}>
          {user && (navToggle ?? <MobileNav user={user} />)}
          {back && <BackButton />}
          {/* Named with the product name it shows (WCAG 2.5.3 label in name), then where it leads. */}
          <Anchor component={Link} to={paths.Home.href()} aria-label={`${product}, zur Startseite`} underline="never">
            <Box visibleFrom="xs">
              <Logo />
            </Box>
            <Box hiddenFrom="xs">
              <Logo withName={false} />
            </Box>
          </Anchor>
          {user && <SearchTrigger />}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {user ? (
            <>
              <Box visibleFrom="sm">
                <ScoreBadges
                  knowledgeScore={user.knowledgeScore}
                  premiumScore={user.premiumScore}
                  shop={hasPermission(user, CAN_VIEW_COUPONS) && (user.isPremium || offersPremium(user))}
                />
              </Box>
              <Box visibleFrom="md">
                <BusinessMenu user={user} />
              </Box>
              <HelpMenu />
              <AvatarMenu user={user} />
            </>
          ) : (
            <>
              <HelpMenu />
              <GuestActions />
            </>
          )}
        </Group>
      </Group>
    </Container>
  );
}
