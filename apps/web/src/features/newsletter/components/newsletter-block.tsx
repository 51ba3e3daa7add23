import { Box, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailHeart } from '@tabler/icons-react';
import { useCurrentUser } from '../../../lib/auth';
import { GuestNewsletterForm } from './guest-newsletter-form';
import { MemberNewsletterForm } from './member-newsletter-form';

/** Newsletter sign-up, shown to guests and to users who have not accepted the newsletter (spec §2). */
export function NewsletterBlock() {
  const user = useCurrentUser();
  if (user?.hasAcceptedNewsletter) return null;
  return (
    <Box component="section" aria-labelledby="newsletter-block-title" bg="apo.0" py="xl" mt="xl">
      <Container>
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={56} radius="xl" visibleFrom="sm" aria-hidden="true">
            <IconMailHeart size={30} />
          </ThemeIcon>
          <Stack gap="xs" flex={1}>
            <Title order={2} size="h3" id="newsletter-block-title">
              Newsletter abonnieren
            </Title>
            <Text size="sm">
              Neue Module, Gewinnspiele und Prämien – einmal pro Woche kompakt in deinem Postfach. Abmelden geht
              jederzeit mit einem Klick.
            </Text>
            {user ? <MemberNewsletterForm email={user.email} /> : <GuestNewsletterForm />}
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
