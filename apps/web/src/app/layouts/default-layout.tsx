import { AppShell, Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { ContactSection } from '../../features/contact';
import { SiteFooter } from '../../features/footer';
import { Header, SectionNav } from '../../features/header';
import { NewsletterBlock } from '../../features/newsletter';
import { useCurrentUser } from '../../lib/auth';
import { useRouteFlags } from '../hooks/use-route-flags';
import { HEADER_HEIGHT } from '../theme';
import { DeferredAppOverlays } from './deferred-app-overlays';

/** Default layout (spec §2): header, page content, newsletter block, footer with contact form. */
export function Component() {
  const user = useCurrentUser();
  const { back, legal } = useRouteFlags();
  return (
    <AppShell header={{ height: HEADER_HEIGHT }}>
      <SkipLink />
      <AppShell.Header>
        <Header back={back} />
      </AppShell.Header>
      <Box pt="var(--app-shell-header-offset, 0rem)">
        {user && (
          <Box visibleFrom="md">
            <SectionNav user={user} />
          </Box>
        )}
        <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} py="xl" mih="60vh">
          <Outlet />
        </Container>
        <NewsletterBlock />
        <SiteFooter contact={<ContactSection />} />
      </Box>
      <DeferredAppOverlays legal={legal} />
    </AppShell>
  );
}
