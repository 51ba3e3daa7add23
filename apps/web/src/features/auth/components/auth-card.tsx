import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: number;
}

/** The centred card that frames sign-in, registration and password reset. */
export function AuthCard({ title, subtitle, children, footer, size = 460 }: AuthCardProps) {
  return (
    <Container size={size} py="xl" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} ta="center">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" ta="center">
              {subtitle}
            </Text>
          )}
        </Stack>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          {children}
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
