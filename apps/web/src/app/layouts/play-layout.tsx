import { AppShell, Container } from '@mantine/core';
import { Outlet, useParams } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { Header } from '../../features/header';
import { HEADER_HEIGHT } from '../theme';
import { DeferredAppOverlays } from './deferred-app-overlays';

/** Play layout (spec §2): header with back button and the player; a new slug mounts a fresh player. */
export function Component() {
  const { slug } = useParams();
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <Header back />
      </AppShell.Header>
      <AppShell.Main>
        <Container component="div" id={MAIN_CONTENT_ID} tabIndex={-1} py="xl" key={slug}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <DeferredAppOverlays />
    </AppShell>
  );
}
