import { Box, Button, Overlay, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface PremiumOverlayProps {
  /** What is locked, e.g. 'Gutschein-Shop' (names the button for screen readers). */
  label: string;
  /** The premium-only thing as non-premium users see it behind the overlay (not a link). */
  children: ReactNode;
}

/**
 * Spec §1: non-premium users see premium-only things under an overlay that invites them to unlock
 * premium for free (on /become-premium, which shows each member their next step).
 */
export function PremiumOverlay({ label, children }: PremiumOverlayProps) {
  return (
    <Box pos="relative" h="100%" data-premium-overlay>
      <Box inert h="100%" style={{ filter: 'blur(1.5px)' }}>
        {children}
      </Box>
      <Overlay color="#fff" backgroundOpacity={0.72} radius="md" zIndex={1} center>
        <Stack gap={6} align="center" ta="center" p="xs">
          <IconLock size={22} aria-hidden="true" color="var(--mantine-color-apo-8)" />
          <Text size="sm" fw={700} c="apo.9">
            Premium ist kostenlos
          </Text>
          <Button
            component={Link}
            to={paths.BecomePremium.href()}
            size="xs"
            color="yellow.3"
            c="dark.9"
            aria-label={`${label}: Jetzt freischalten`}
          >
            Jetzt freischalten
          </Button>
        </Stack>
      </Overlay>
    </Box>
  );
}
